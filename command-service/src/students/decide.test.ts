import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type StudentCommand,
  type StudentEvent,
} from '@chikoro/contracts';
import { studentDecider } from './decide';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const otherSchoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0002';
const studentId = '0b7a4f59-1d2e-4c3b-8a9f-000000000001';
const blue = {
  classId: '0c1a0000-0000-4000-8000-000000000001',
  className: 'Form 2 Blue',
  levelId: '0e1e0000-0000-4000-8000-000000000002',
  levelName: 'Form 2',
};
const red = {
  classId: '0c1a0000-0000-4000-8000-000000000002',
  className: 'Form 3 Red',
  levelId: '0e1e0000-0000-4000-8000-000000000003',
  levelName: 'Form 3',
};
const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-11-22T08:00:00.000Z',
};
const otherAdmin: CommandContext = { ...admin, actorId: 'u-other', schoolId: otherSchoolId };
const teacher: CommandContext = { ...admin, actorId: 'u-teacher', actorRole: 'TEACHER' };

const details = {
  firstName: 'Tendai',
  lastName: 'Moyo',
  dob: '2012-03-14',
  gender: 'male' as const,
  parentPhone: '263771234567',
  country: 'Zimbabwe',
  province: 'Harare',
  district: 'Harare Urban',
};
const enrol: StudentCommand = {
  type: 'EnrolStudent',
  studentId,
  schoolId,
  registrationNumber: 'MAB-26-0042',
  placement: blue,
  ...details,
};
const enrolled: StudentEvent = {
  type: 'StudentEnrolled',
  data: {
    studentId,
    schoolId,
    registrationNumber: 'MAB-26-0042',
    ...blue,
    ...details,
    enrolledAt: '2026-11-21T08:00:00.000Z',
  },
};
const graduated: StudentEvent = {
  type: 'StudentStatusChanged',
  data: {
    schoolId,
    studentId,
    before: 'Active',
    status: 'Graduated',
    changedAt: '2026-11-21T09:00:00.000Z',
  },
};
const withdrawn: StudentEvent = {
  type: 'StudentWithdrawn',
  data: {
    schoolId,
    studentId,
    classId: blue.classId,
    before: 'Active',
    withdrawnAt: '2026-11-21T09:00:00.000Z',
  },
};

/** given events, when command (in a context), then events or the rule's error. */
function given(events: StudentEvent[]) {
  const state = events.reduce(studentDecider.evolve, studentDecider.initialState);
  return {
    when:
      (command: StudentCommand, context: CommandContext = admin) =>
      () =>
        studentDecider.decide(command, state, context),
  };
}

describe('when the student is not enrolled yet', () => {
  it('an admin enrols them into the class, with its level and the registration number', () => {
    expect(given([]).when(enrol)()).toEqual([
      {
        type: 'StudentEnrolled',
        data: {
          studentId,
          schoolId,
          registrationNumber: 'MAB-26-0042',
          classId: blue.classId,
          className: 'Form 2 Blue',
          levelId: blue.levelId,
          levelName: 'Form 2',
          firstName: 'Tendai',
          lastName: 'Moyo',
          dob: '2012-03-14',
          gender: 'male',
          parentPhone: '263771234567',
          country: 'Zimbabwe',
          province: 'Harare',
          district: 'Harare Urban',
          enrolledAt: '2026-11-22T08:00:00.000Z',
        },
      },
    ]);
  });
  it('an admin cannot enrol into another school', () =>
    expect(given([]).when(enrol, otherAdmin)).toThrow(ForbiddenError));
  it('a teacher cannot enrol', () =>
    expect(given([]).when(enrol, teacher)).toThrow(ForbiddenError));
  it('other commands find no such student', () => {
    expect(given([]).when({ type: 'ChangeStudentStatus', studentId, status: 'Inactive' })).toThrow(
      NotFoundError,
    );
    expect(
      given([]).when({ type: 'IssueStudentSignInCode', studentId, classTeacherId: null }),
    ).toThrow(NotFoundError);
  });
});

describe('when the student is enrolled and active', () => {
  const active = given([enrolled]);
  it('cannot be enrolled twice', () => expect(active.when(enrol)).toThrow(ConflictError));
  it('changes status, naming the status before', () => {
    expect(active.when({ type: 'ChangeStudentStatus', studentId, status: 'Graduated' })()).toEqual([
      {
        type: 'StudentStatusChanged',
        data: { schoolId, studentId, before: 'Active', status: 'Graduated', changedAt: admin.now },
      },
    ]);
  });
  it('the same status again changes nothing', () =>
    expect(active.when({ type: 'ChangeStudentStatus', studentId, status: 'Active' })()).toEqual(
      [],
    ));
  it("is not found by another school's admin", () => {
    expect(
      active.when({ type: 'ChangeStudentStatus', studentId, status: 'Inactive' }, otherAdmin),
    ).toThrow(NotFoundError);
    expect(active.when({ type: 'WithdrawStudent', studentId }, otherAdmin)).toThrow(NotFoundError);
  });
  it('moves to another class; the level follows the class', () => {
    expect(active.when({ type: 'MoveStudentToClass', studentId, placement: red })()).toEqual([
      {
        type: 'StudentMovedToClass',
        data: {
          schoolId,
          studentId,
          fromClassId: blue.classId,
          toClassId: red.classId,
          levelId: red.levelId,
          fromClassName: 'Form 2 Blue',
          toClassName: 'Form 3 Red',
          levelName: 'Form 3',
          movedAt: admin.now,
        },
      },
    ]);
  });
  it('moving to the class they are in changes nothing', () =>
    expect(active.when({ type: 'MoveStudentToClass', studentId, placement: blue })()).toEqual([]));
  it('is withdrawn with the reason; the record stays', () => {
    expect(
      active.when({ type: 'WithdrawStudent', studentId, reason: 'Moved to Bulawayo' })(),
    ).toEqual([
      {
        type: 'StudentWithdrawn',
        data: {
          schoolId,
          studentId,
          classId: blue.classId,
          before: 'Active',
          reason: 'Moved to Bulawayo',
          withdrawnAt: admin.now,
        },
      },
    ]);
  });
  it('gets a sign-in code recorded without the code', () => {
    const events = active.when({
      type: 'IssueStudentSignInCode',
      studentId,
      classTeacherId: null,
    })();
    expect(events).toEqual([
      { type: 'StudentSignInCodeIssued', data: { schoolId, studentId, issuedAt: admin.now } },
    ]);
  });
  it('gets a sign-in code from the class teacher of their class', () => {
    const issue = {
      type: 'IssueStudentSignInCode' as const,
      studentId,
      classTeacherId: 'u-teacher',
    };
    expect(active.when(issue, teacher)()).toEqual([
      { type: 'StudentSignInCodeIssued', data: { schoolId, studentId, issuedAt: admin.now } },
    ]);
  });
  it('gets no sign-in code from a teacher who is not their class teacher', () =>
    expect(
      active.when(
        { type: 'IssueStudentSignInCode', studentId, classTeacherId: 'u-someone-else' },
        teacher,
      ),
    ).toThrow(
      'Only the school admin or the class teacher of the student’s class can issue a sign-in code',
    ));
  it("is not found by another school's class teacher", () =>
    expect(
      active.when(
        { type: 'IssueStudentSignInCode', studentId, classTeacherId: 'u-teacher' },
        { ...teacher, schoolId: otherSchoolId },
      ),
    ).toThrow(NotFoundError));
});

describe('when the student has graduated', () => {
  it('still gets a sign-in code, to read their past cards', () =>
    expect(
      given([enrolled, graduated]).when({
        type: 'IssueStudentSignInCode',
        studentId,
        classTeacherId: null,
      })(),
    ).toEqual([
      { type: 'StudentSignInCodeIssued', data: { schoolId, studentId, issuedAt: admin.now } },
    ]));
  it('may be made active again', () =>
    expect(
      given([enrolled, graduated]).when({
        type: 'ChangeStudentStatus',
        studentId,
        status: 'Active',
      })(),
    ).toHaveLength(1));
});

describe('when the student has been withdrawn', () => {
  const gone = given([enrolled, withdrawn]);
  it('withdrawing again changes nothing', () =>
    expect(gone.when({ type: 'WithdrawStudent', studentId })()).toEqual([]));
  it('cannot change status, move class or get a sign-in code', () => {
    expect(gone.when({ type: 'ChangeStudentStatus', studentId, status: 'Active' })).toThrow(
      ConflictError,
    );
    expect(gone.when({ type: 'MoveStudentToClass', studentId, placement: red })).toThrow(
      ConflictError,
    );
    expect(gone.when({ type: 'IssueStudentSignInCode', studentId, classTeacherId: null })).toThrow(
      ConflictError,
    );
  });
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      studentDecider.evolve(studentDecider.initialState, {
        type: 'SomethingNew',
        data: {},
      } as never),
    ).toEqual({ status: 'Initial' });
  });
});
