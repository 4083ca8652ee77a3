import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  type CommandContext,
  type TeacherCommand,
  type TeacherEvent,
} from '@chikoro/contracts';
import { teacherDecider } from './decide';

const schoolId = '7a1d2c3b-0000-4000-8000-00000000000a';
const teacherId = '7a1d2c3b-0000-4000-8000-0000000000e1';
const assignmentId = '7a1d2c3b-0000-4000-8000-0000000000a1';
const maths = '7a1d2c3b-0000-4000-8000-0000000000b1';
const form2Blue = '7a1d2c3b-0000-4000-8000-0000000000c1';
const term1 = '7a1d2c3b-0000-4000-8000-0000000000d1';
const year2026 = '7a1d2c3b-0000-4000-8000-0000000000d0';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-02-02T08:00:00.000Z',
};
const otherAdmin: CommandContext = { ...admin, schoolId: '7a1d2c3b-0000-4000-8000-00000000000b' };
const details = {
  firstName: 'Tendai',
  lastName: 'Moyo',
  email: 'tendai.moyo@example.com',
  yearsOfExperience: 6,
  ecNumber: '1234567A',
};

const registered: TeacherEvent = {
  type: 'TeacherRegistered',
  data: { schoolId, teacherId, details, registeredAt: '2026-01-05T08:00:00.000Z' },
};
const names = {
  subjectName: 'Mathematics',
  className: 'Form 2 Blue',
  termName: 'Term 1',
  academicYearId: year2026,
  academicYearName: '2026',
};
const assigned: TeacherEvent = {
  type: 'TeacherAssigned',
  data: {
    schoolId,
    teacherId,
    assignmentId,
    subjectId: maths,
    classId: form2Blue,
    termId: term1,
    ...names,
    assignedAt: '2026-01-06T08:00:00.000Z',
  },
};
const inactive: TeacherEvent = {
  type: 'TeacherStatusChanged',
  data: {
    schoolId,
    teacherId,
    before: 'Active',
    status: 'Inactive',
    changedAt: '2026-01-07T08:00:00.000Z',
  },
};
const left: TeacherEvent = {
  type: 'TeacherRemoved',
  data: { schoolId, teacherId, before: 'Active', removedAt: '2026-01-08T08:00:00.000Z' },
};

function given(events: TeacherEvent[]) {
  const state = events.reduce(teacherDecider.evolve, teacherDecider.initialState);
  return {
    when:
      (command: TeacherCommand, context = admin) =>
      () =>
        teacherDecider.decide(command, state, context),
  };
}

const assign: TeacherCommand = {
  type: 'AssignTeacher',
  teacherId,
  assignmentId: '7a1d2c3b-0000-4000-8000-0000000000a2',
  subjectId: maths,
  classId: form2Blue,
  termId: term1,
  names,
};

describe('RegisterTeacher', () => {
  it('registers the teacher in the actor’s school with every detail given', () => {
    expect(given([]).when({ type: 'RegisterTeacher', teacherId, details })()).toEqual([
      {
        type: 'TeacherRegistered',
        data: { schoolId, teacherId, details, registeredAt: admin.now },
      },
    ]);
  });
  it('cannot register the same teacher twice', () =>
    expect(given([registered]).when({ type: 'RegisterTeacher', teacherId, details })).toThrow(
      ConflictError,
    ));
});

describe('AssignTeacher', () => {
  it('assigns a subject, class and term, with the year the term belongs to', () => {
    expect(given([registered]).when(assign)()).toEqual([
      {
        type: 'TeacherAssigned',
        data: {
          schoolId,
          teacherId,
          assignmentId: '7a1d2c3b-0000-4000-8000-0000000000a2',
          subjectId: maths,
          classId: form2Blue,
          termId: term1,
          subjectName: 'Mathematics',
          className: 'Form 2 Blue',
          termName: 'Term 1',
          academicYearId: year2026,
          academicYearName: '2026',
          assignedAt: admin.now,
        },
      },
    ]);
  });
  it('the same subject, class and term again appends nothing', () =>
    expect(given([registered, assigned]).when(assign)()).toEqual([]));
  it('an inactive teacher is not assigned', () =>
    expect(given([registered, inactive]).when(assign)).toThrow('This teacher is not active'));
  it('a teacher who left is not assigned', () =>
    expect(given([registered, left]).when(assign)).toThrow('This teacher has left the school'));
  it('a teacher of another school is not found', () =>
    expect(given([registered]).when(assign, otherAdmin)).toThrow(NotFoundError));
});

describe('UnassignTeacher', () => {
  it('ends the assignment, naming what it was', () => {
    expect(
      given([registered, assigned]).when({ type: 'UnassignTeacher', teacherId, assignmentId })(),
    ).toEqual([
      {
        type: 'TeacherUnassigned',
        data: {
          schoolId,
          teacherId,
          assignmentId,
          subjectName: 'Mathematics',
          className: 'Form 2 Blue',
          termName: 'Term 1',
          academicYearName: '2026',
          unassignedAt: admin.now,
        },
      },
    ]);
  });
  it('an assignment the teacher does not have is not found', () => {
    expect(given([registered]).when({ type: 'UnassignTeacher', teacherId, assignmentId })).toThrow(
      'This teacher has no such assignment',
    );
  });
});

describe('ChangeTeacherStatus', () => {
  it('an active teacher becomes inactive, keeping the status before', () => {
    expect(
      given([registered]).when({ type: 'ChangeTeacherStatus', teacherId, status: 'Inactive' })(),
    ).toEqual([inactive].map((e) => ({ ...e, data: { ...e.data, changedAt: admin.now } })));
  });
  it('the status the teacher already has is nothing to do', () =>
    expect(
      given([registered]).when({ type: 'ChangeTeacherStatus', teacherId, status: 'Active' })(),
    ).toEqual([]));
  it('a teacher who left keeps that status', () =>
    expect(
      given([registered, left]).when({ type: 'ChangeTeacherStatus', teacherId, status: 'Active' }),
    ).toThrow(ConflictError));
  it('a teacher of another school is not found', () =>
    expect(
      given([registered]).when(
        { type: 'ChangeTeacherStatus', teacherId, status: 'Inactive' },
        otherAdmin,
      ),
    ).toThrow(NotFoundError));
});

describe('RemoveTeacher', () => {
  it('the teacher leaves the school, from whatever status they had', () => {
    expect(given([registered, inactive]).when({ type: 'RemoveTeacher', teacherId })()).toEqual([
      {
        type: 'TeacherRemoved',
        data: { schoolId, teacherId, before: 'Inactive', removedAt: admin.now },
      },
    ]);
  });
  it('a teacher who left has nothing more to leave', () =>
    expect(given([registered, left]).when({ type: 'RemoveTeacher', teacherId })()).toEqual([]));
  it('a teacher never registered is not found', () =>
    expect(given([]).when({ type: 'RemoveTeacher', teacherId })).toThrow(
      'No such teacher in this school',
    ));
});
