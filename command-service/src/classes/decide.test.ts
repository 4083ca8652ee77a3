import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotFoundError,
  type ClassCommand,
  type ClassEvent,
  type CommandContext,
} from '@chikoro/contracts';
import { classDecider } from './decide';

const schoolId = '6f1d2c3b-0000-4000-8000-00000000000a';
const classId = '6f1d2c3b-0000-4000-8000-0000000000c1';
const form1 = '6f1d2c3b-0000-4000-8000-0000000000f1';
const form2 = '6f1d2c3b-0000-4000-8000-0000000000f2';
const tendai = '6f1d2c3b-0000-4000-8000-0000000000e1';
const rudo = '6f1d2c3b-0000-4000-8000-0000000000e2';
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-02-02T08:00:00.000Z',
};
const otherAdmin: CommandContext = {
  ...admin,
  actorId: 'u-other',
  schoolId: '6f1d2c3b-0000-4000-8000-00000000000b',
};

const created: ClassEvent = {
  type: 'ClassCreated',
  data: {
    schoolId,
    classId,
    levelId: form1,
    levelName: 'Form 1',
    name: 'Form 1 Blue',
    createdAt: '2026-01-10T08:00:00.000Z',
  },
};
const teacherSet: ClassEvent = {
  type: 'ClassTeacherAssigned',
  data: {
    schoolId,
    classId,
    teacherId: tendai,
    previousTeacherId: null,
    teacherName: 'Tendai Moyo',
    previousTeacherName: null,
    assignedAt: '2026-01-11T08:00:00.000Z',
  },
};
const archived: ClassEvent = {
  type: 'ClassArchived',
  data: { schoolId, classId, name: 'Form 1 Blue', archivedAt: '2026-01-12T08:00:00.000Z' },
};
const deleted: ClassEvent = {
  type: 'ClassDeleted',
  data: { schoolId, classId, name: 'Form 1 Blue', deletedAt: '2026-01-12T08:00:00.000Z' },
};

function given(events: ClassEvent[]) {
  const state = events.reduce(classDecider.evolve, classDecider.initialState);
  return {
    when:
      (command: ClassCommand, context = admin) =>
      () =>
        classDecider.decide(command, state, context),
  };
}

const createBlue: ClassCommand = {
  type: 'CreateClass',
  classId,
  levelId: form1,
  levelName: 'Form 1',
  name: 'Form 1 Blue',
};
const assignRudo: ClassCommand = {
  type: 'AssignClassTeacher',
  classId,
  teacherId: rudo,
  teacherName: 'Rudo Chikwanha',
};
const deleteEmpty: ClassCommand = { type: 'DeleteClass', classId, hasStudents: false };
const deleteWithStudents: ClassCommand = { type: 'DeleteClass', classId, hasStudents: true };

describe('CreateClass', () => {
  it('creates the class in the actor’s school, with its level’s name', () => {
    expect(given([]).when(createBlue)()).toEqual([
      {
        type: 'ClassCreated',
        data: {
          schoolId,
          classId,
          levelId: form1,
          levelName: 'Form 1',
          name: 'Form 1 Blue',
          createdAt: '2026-02-02T08:00:00.000Z',
        },
      },
    ]);
  });
  it('cannot create the same class twice', () =>
    expect(given([created]).when(createBlue)).toThrow(ConflictError));
});

describe('AssignClassTeacher', () => {
  it('names the new class teacher and the one before', () => {
    expect(given([created, teacherSet]).when(assignRudo)()).toEqual([
      {
        type: 'ClassTeacherAssigned',
        data: {
          schoolId,
          classId,
          teacherId: rudo,
          previousTeacherId: tendai,
          teacherName: 'Rudo Chikwanha',
          previousTeacherName: 'Tendai Moyo',
          assignedAt: admin.now,
        },
      },
    ]);
  });
  it('the same class teacher again is nothing to do', () => {
    expect(
      given([created, teacherSet]).when({
        type: 'AssignClassTeacher',
        classId,
        teacherId: tendai,
        teacherName: 'Tendai Moyo',
      })(),
    ).toEqual([]);
  });
  it('an archived class takes no class teacher', () =>
    expect(given([created, archived]).when(assignRudo)).toThrow('This class is archived'));
  it('a class of another school is not found', () =>
    expect(given([created]).when(assignRudo, otherAdmin)).toThrow(NotFoundError));
  it('a class never created is not found', () =>
    expect(given([]).when(assignRudo)).toThrow('No such class in this school'));
});

describe('ChangeClassDetails', () => {
  it('a rename keeps the name before and after', () => {
    expect(
      given([created]).when({ type: 'ChangeClassDetails', classId, name: 'Form 1 Gold' })(),
    ).toEqual([
      {
        type: 'ClassDetailsChanged',
        data: {
          schoolId,
          classId,
          name: { before: 'Form 1 Blue', after: 'Form 1 Gold' },
          changedAt: admin.now,
        },
      },
    ]);
  });
  it('a move to another level keeps both levels, by id and by name', () => {
    expect(
      given([created]).when({
        type: 'ChangeClassDetails',
        classId,
        name: 'Form 1 Blue',
        levelId: form2,
        levelName: 'Form 2',
      })(),
    ).toEqual([
      {
        type: 'ClassDetailsChanged',
        data: {
          schoolId,
          classId,
          levelId: { before: form1, after: form2 },
          levelName: { before: 'Form 1', after: 'Form 2' },
          changedAt: admin.now,
        },
      },
    ]);
  });
  it('the same details again are nothing to do', () => {
    expect(
      given([created]).when({
        type: 'ChangeClassDetails',
        classId,
        name: 'Form 1 Blue',
        levelId: form1,
        levelName: 'Form 1',
      })(),
    ).toEqual([]);
  });
  it('a deleted class cannot change', () =>
    expect(
      given([created, deleted]).when({ type: 'ChangeClassDetails', classId, name: 'X' }),
    ).toThrow(NotFoundError));
  it('a class of another school is not found', () =>
    expect(
      given([created]).when({ type: 'ChangeClassDetails', classId, name: 'X' }, otherAdmin),
    ).toThrow(NotFoundError));
});

describe('DeleteClass', () => {
  it('a class without students is deleted', () => {
    expect(given([created]).when(deleteEmpty)()).toEqual([
      {
        type: 'ClassDeleted',
        data: { schoolId, classId, name: 'Form 1 Blue', deletedAt: admin.now },
      },
    ]);
  });
  it('a class with students is archived instead', () => {
    expect(given([created]).when(deleteWithStudents)()).toEqual([
      {
        type: 'ClassArchived',
        data: { schoolId, classId, name: 'Form 1 Blue', archivedAt: admin.now },
      },
    ]);
  });
  it('an archived class that still has students has nothing more to do', () =>
    expect(given([created, archived]).when(deleteWithStudents)()).toEqual([]));
  it('an archived class whose students have all gone may be deleted', () =>
    expect(given([created, archived]).when(deleteEmpty)()).toHaveLength(1));
  it('a deleted class is not found', () =>
    expect(given([created, deleted]).when(deleteEmpty)).toThrow(NotFoundError));
  it('a class of another school is not found', () =>
    expect(given([created]).when(deleteEmpty, otherAdmin)).toThrow(NotFoundError));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      classDecider.evolve(classDecider.initialState, { type: 'SomethingNew', data: {} } as never),
    ).toEqual({ status: 'Initial' });
  });
});
