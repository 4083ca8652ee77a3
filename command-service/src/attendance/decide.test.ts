import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type AttendanceCommand,
  type AttendanceEvent,
  type CommandContext,
  type RegisterFacts,
} from '@chikoro/contracts';
import { attendanceDecider } from './decide';

const schoolId = '6f1d2c3b-0000-4000-8000-00000000000a';
const classId = '6f1d2c3b-0000-4000-8000-0000000000c1';
const tendai = '6f1d2c3b-0000-4000-8000-0000000000e1';
const rudo = '6f1d2c3b-0000-4000-8000-0000000000e2';
const chipo = '6f1d2c3b-0000-4000-8000-0000000000e3';
const farai = '6f1d2c3b-0000-4000-8000-0000000000e4';
const teacher = '6f1d2c3b-0000-4000-8000-0000000000d1';
/** Monday 23 Nov 2026, 08:30 in Harare. */
const monday = '2026-11-23T06:30:00.000Z';
const classTeacher: CommandContext = {
  actorId: teacher,
  actorRole: 'TEACHER',
  schoolId,
  now: monday,
};
const admin: CommandContext = { actorId: 'u-admin', actorRole: 'ADMIN', schoolId, now: monday };
const otherTeacher: CommandContext = {
  ...classTeacher,
  actorId: '6f1d2c3b-0000-4000-8000-0000000000d2',
};
const otherSchoolAdmin: CommandContext = {
  ...admin,
  schoolId: '6f1d2c3b-0000-4000-8000-00000000000b',
};
const tuesday = (c: CommandContext): CommandContext => ({ ...c, now: '2026-11-24T07:00:00.000Z' });

const facts: RegisterFacts = {
  klass: { schoolId, name: 'Form 1 Blue', status: 'Active', classTeacherId: teacher },
  roll: [
    { studentId: tendai, name: 'Tendai Moyo' },
    { studentId: rudo, name: 'Rudo Chikwanha' },
    { studentId: chipo, name: 'Chipo Ndlovu' },
  ],
  terms: [{ termId: 'term3', name: 'Term 3', startDate: '2026-09-08', endDate: '2026-12-04' }],
  actorName: 'Grace Mutasa',
  closedTermIds: [],
};
type Entry = {
  studentId: string;
  status: 'PRESENT' | 'ABSENT' | 'LATE';
  minutesLate?: number;
  reason?: string;
};
const tendaiPresent: Entry = { studentId: tendai, status: 'PRESENT' };
const rudoAbsent: Entry = { studentId: rudo, status: 'ABSENT', reason: 'sick (mother phoned)' };
const chipoLate: Entry = { studentId: chipo, status: 'LATE', minutesLate: 15 };
const entries = [tendaiPresent, rudoAbsent, chipoLate];
const dataOf = (events: AttendanceEvent[]) => events[0]?.data;
const record = (date: string, e = entries, f = facts): AttendanceCommand => ({
  type: 'RecordAttendance',
  classId,
  date,
  entries: e,
  facts: f,
});
const correct = (fields: Entry): AttendanceCommand => ({
  type: 'CorrectAttendance',
  classId,
  date: '2026-11-23',
  ...fields,
  facts,
});

const taken: AttendanceEvent = {
  type: 'AttendanceRecorded',
  data: {
    schoolId,
    classId,
    className: 'Form 1 Blue',
    date: '2026-11-23',
    termId: 'term3',
    entries: [
      { studentId: tendai, studentName: 'Tendai Moyo', status: 'PRESENT' },
      {
        studentId: rudo,
        studentName: 'Rudo Chikwanha',
        status: 'ABSENT',
        reason: 'sick (mother phoned)',
      },
      { studentId: chipo, studentName: 'Chipo Ndlovu', status: 'LATE', minutesLate: 15 },
    ],
    takenBy: teacher,
    takenByName: 'Grace Mutasa',
    takenByRole: 'TEACHER',
    recordedAt: monday,
  },
};

function given(events: AttendanceEvent[]) {
  const state = events.reduce(attendanceDecider.evolve, attendanceDecider.initialState);
  return {
    when:
      (command: AttendanceCommand, context = classTeacher) =>
      () =>
        attendanceDecider.decide(command, state, context),
  };
}

describe('RecordAttendance, when the day’s register is not taken', () => {
  it('the class teacher takes it: every student’s mark, the term, who took it', () => {
    expect(given([]).when(record('2026-11-23'))()).toEqual([taken]);
  });
  it('the admin may take it too', () => {
    expect(dataOf(given([]).when(record('2026-11-23'), admin)())).toMatchObject({
      takenBy: 'u-admin',
      takenByRole: 'ADMIN',
    });
  });
  it('a past school day of the term may still be taken', () => {
    expect(dataOf(given([]).when(record('2026-11-20'))())).toMatchObject({
      date: '2026-11-20',
      termId: 'term3',
    });
  });
  it('another teacher cannot take it', () =>
    expect(given([]).when(record('2026-11-23'), otherTeacher)).toThrow(ForbiddenError));
  it('another school’s class is not found', () =>
    expect(given([]).when(record('2026-11-23'), otherSchoolAdmin)).toThrow(NotFoundError));
  it('a deleted or unknown class is not found', () =>
    expect(given([]).when(record('2026-11-23', entries, { ...facts, klass: null }))).toThrow(
      'No such class in this school',
    ));
  it('an archived class takes no register', () => {
    expect(
      given([]).when(
        record('2026-11-23', entries, { ...facts, klass: { ...facts.klass!, status: 'Archived' } }),
      ),
    ).toThrow(ConflictError);
  });
  it('not for a day still to come', () =>
    expect(given([]).when(record('2026-11-24'))).toThrow(
      'A register cannot be taken for a day still to come',
    ));
  it('not on a weekend', () =>
    expect(given([]).when(record('2026-11-21'))).toThrow(
      'Registers are taken on school days, Monday to Friday',
    ));
  it('not outside the current year’s terms', () =>
    expect(given([]).when(record('2026-09-07'))).toThrow(
      "This day is not in a term of the school's current year",
    ));
  it('only students of the class', () => {
    expect(
      given([]).when(record('2026-11-23', [...entries, { studentId: farai, status: 'PRESENT' }])),
    ).toThrow('This student is not in the class');
  });
  it('each student once', () =>
    expect(given([]).when(record('2026-11-23', [...entries, tendaiPresent]))).toThrow(
      'This student is marked twice',
    ));
  it('every student of the class, naming who is missing', () => {
    expect(given([]).when(record('2026-11-23', entries.slice(0, 1)))).toThrow(
      'Every student of the class needs a mark; missing: Rudo Chikwanha, Chipo Ndlovu',
    );
  });
});

describe('RecordAttendance, when the register is already taken', () => {
  it('the same register again is nothing to do', () =>
    expect(given([taken]).when(record('2026-11-23'))()).toEqual([]));
  it('sent again the same day, each changed mark is corrected with its mark before; the others append nothing', () => {
    const changed: Entry[] = [tendaiPresent, { studentId: rudo, status: 'PRESENT' }, chipoLate];
    expect(given([taken]).when(record('2026-11-23', changed))()).toEqual([
      {
        type: 'AttendanceCorrected',
        data: {
          schoolId,
          classId,
          className: 'Form 1 Blue',
          date: '2026-11-23',
          termId: 'term3',
          studentId: rudo,
          studentName: 'Rudo Chikwanha',
          previous: { status: 'ABSENT', reason: 'sick (mother phoned)' },
          entry: { status: 'PRESENT' },
          correctedBy: teacher,
          correctedByName: 'Grace Mutasa',
          correctedByRole: 'TEACHER',
          correctedAt: monday,
        },
      },
    ]);
  });
  it('a later day, the teacher cannot change it', () => {
    expect(
      given([taken]).when(
        record('2026-11-23', [tendaiPresent, { studentId: rudo, status: 'PRESENT' }, chipoLate]),
        tuesday(classTeacher),
      ),
    ).toThrow(
      'After the day it was taken, only the school admin can correct a register, with a reason',
    );
  });
  it('a later day, the admin corrects one student at a time with a reason', () => {
    expect(
      given([taken]).when(
        record('2026-11-23', [tendaiPresent, { studentId: rudo, status: 'PRESENT' }, chipoLate]),
        tuesday(admin),
      ),
    ).toThrow(
      'After the day it was taken, correct a register one student at a time, with a reason',
    );
  });
});

describe('CorrectAttendance', () => {
  it('the class teacher corrects the same day, no reason needed', () => {
    expect(
      dataOf(given([taken]).when(correct({ studentId: tendai, status: 'LATE', minutesLate: 5 }))()),
    ).toMatchObject({
      studentId: tendai,
      previous: { status: 'PRESENT' },
      entry: { status: 'LATE', minutesLate: 5 },
    });
  });
  it('a later day the teacher cannot', () => {
    expect(
      given([taken]).when(
        correct({ studentId: rudo, status: 'PRESENT', reason: 'came after assembly' }),
        tuesday(classTeacher),
      ),
    ).toThrow(ForbiddenError);
  });
  it('a later day the admin needs a reason', () => {
    expect(
      given([taken]).when(correct({ studentId: rudo, status: 'PRESENT' }), tuesday(admin)),
    ).toThrow(ValidationError);
  });
  it('a later day the admin corrects with a reason, keeping the mark before', () => {
    expect(
      given([taken]).when(
        correct({ studentId: rudo, status: 'PRESENT', reason: 'came after assembly' }),
        tuesday(admin),
      )(),
    ).toEqual([
      {
        type: 'AttendanceCorrected',
        data: {
          schoolId,
          classId,
          className: 'Form 1 Blue',
          date: '2026-11-23',
          termId: 'term3',
          studentId: rudo,
          studentName: 'Rudo Chikwanha',
          previous: { status: 'ABSENT', reason: 'sick (mother phoned)' },
          entry: { status: 'PRESENT' },
          reason: 'came after assembly',
          correctedBy: 'u-admin',
          correctedByName: 'Grace Mutasa',
          correctedByRole: 'ADMIN',
          correctedAt: '2026-11-24T07:00:00.000Z',
        },
      },
    ]);
  });
  it('the family’s reason stays with an absence turned into a lateness', () => {
    expect(
      dataOf(given([taken]).when(correct({ studentId: rudo, status: 'LATE', minutesLate: 40 }))()),
    ).toMatchObject({ entry: { status: 'LATE', minutesLate: 40, reason: 'sick (mother phoned)' } });
  });
  it('the same mark again is nothing to do', () =>
    expect(given([taken]).when(correct({ studentId: rudo, status: 'ABSENT' }))()).toEqual([]));
  it('a register not taken cannot be corrected', () =>
    expect(given([]).when(correct({ studentId: rudo, status: 'PRESENT' }))).toThrow(
      'No register was taken for this class on this day',
    ));
  it('a student neither on the register nor in the class is not found', () => {
    expect(given([taken]).when(correct({ studentId: farai, status: 'PRESENT' }))).toThrow(
      'This student is not on this register',
    );
  });
  it('another teacher cannot correct', () =>
    expect(
      given([taken]).when(correct({ studentId: rudo, status: 'PRESENT' }), otherTeacher),
    ).toThrow(ForbiddenError));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      attendanceDecider.evolve(attendanceDecider.initialState, {
        type: 'SomethingNew',
        data: {},
      } as never),
    ).toEqual({ status: 'NotTaken' });
  });
  it('a correction is folded into the register', () => {
    const later = given([taken]).when(correct({ studentId: tendai, status: 'ABSENT' }))();
    const state = [taken, ...later].reduce(
      attendanceDecider.evolve,
      attendanceDecider.initialState,
    );
    expect(state.status === 'Taken' && state.marks[tendai]).toEqual({
      status: 'ABSENT',
      studentName: 'Tendai Moyo',
    });
  });
});

describe('when the admin has closed the term', () => {
  const closed: RegisterFacts = { ...facts, closedTermIds: ['term3'] };
  const message =
    'This term is closed: its registers can no longer be taken or corrected. The admin can reopen the term with a reason.';
  it('a register of its school days is refused, to the admin too', () => {
    expect(given([]).when(record('2026-11-23', entries, closed))).toThrow(
      new ConflictError(message, [{ field: 'date', message }]),
    );
    expect(given([]).when(record('2026-11-23', entries, closed), admin)).toThrow(message);
  });
  it('a taken register of the term is not corrected', () => {
    const command: AttendanceCommand = {
      type: 'CorrectAttendance',
      classId,
      date: '2026-11-23',
      studentId: rudo,
      status: 'PRESENT',
      facts: closed,
    };
    expect(given([taken]).when(command, admin)).toThrow(message);
  });
  it('another term’s closing changes nothing', () => {
    expect(
      given([]).when(record('2026-11-23', entries, { ...facts, closedTermIds: ['term2'] }))(),
    ).toEqual([taken]);
  });
});
