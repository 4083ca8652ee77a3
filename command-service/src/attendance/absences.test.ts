import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type AbsenceCommand,
  type AbsenceFacts,
  type AbsenceReportEvent,
  type CommandContext,
} from '@chikoro/contracts';
import { absenceReportsDecider } from './absences';

// Friday 27 Nov 2026, 07:30 in Harare.
const now = '2026-11-27T05:30:00.000Z';
const asMother: CommandContext = {
  actorId: 'signin-mother',
  actorRole: 'PARENT',
  schoolId: 'school-1',
  now,
};
const facts: AbsenceFacts = {
  student: {
    studentId: 's1',
    schoolId: 'school-1',
    name: 'Tendai Moyo',
    classId: 'class-1',
    className: 'Form 1 Blue',
    status: 'Active',
  },
  parent: { parentId: 'p-mother', name: 'Chipo Mutasa', studentIds: ['s1', 's2'] },
  terms: [
    { termId: 'term-3', name: 'Term 3', startDate: '2026-09-08', endDate: '2026-12-04' },
    { termId: 'term-1', name: 'Term 1', startDate: '2027-01-12', endDate: '2027-04-09' },
  ],
};

const report = (
  date: string,
  reason: string,
  changes: Partial<AbsenceFacts> = {},
): AbsenceCommand => ({
  type: 'ReportAbsence',
  studentId: 's1',
  date,
  reason,
  facts: { ...facts, ...changes },
});
const withdraw = (date: string): AbsenceCommand => ({
  type: 'WithdrawAbsenceReport',
  studentId: 's1',
  date,
  facts,
});
const reported = (date: string, reason: string): AbsenceReportEvent => ({
  type: 'AbsenceReported',
  data: {
    schoolId: 'school-1',
    studentId: 's1',
    studentName: 'Tendai Moyo',
    classId: 'class-1',
    className: 'Form 1 Blue',
    date,
    reason,
    parentId: 'p-mother',
    parentName: 'Chipo Mutasa',
    reportedAt: now,
  },
});

function given(events: AbsenceReportEvent[]) {
  const state = events.reduce(absenceReportsDecider.evolve, absenceReportsDecider.initialState);
  return {
    when:
      (command: AbsenceCommand, context: CommandContext = asMother) =>
      () =>
        absenceReportsDecider.decide(command, state, context),
  };
}

const refused = (message: string, field = 'date') =>
  new ConflictError(message, [{ field, message }]);

describe('a parent reports their child absent', () => {
  it('for today: the child, their class, the day, the reason and the parent', () => {
    expect(given([]).when(report('2026-11-27', 'Clinic appointment'))()).toEqual([
      reported('2026-11-27', 'Clinic appointment'),
    ]);
  });
  it("for a school day to come, across the holidays into next year's first term", () => {
    expect(given([]).when(report('2026-12-02', 'Family funeral in Bulawayo'))()).toHaveLength(1);
    expect(given([]).when(report('2026-12-24', 'Travelling'))).toThrow(
      refused("This day is not in a term of the school's current year"),
    );
  });
  it('the same reason again appends nothing; another reason replaces it', () => {
    const history = [reported('2026-11-30', 'Clinic')];
    expect(given(history).when(report('2026-11-30', 'Clinic'))()).toEqual([]);
    expect(given(history).when(report('2026-11-30', 'Clinic in Harare, back at noon'))()).toEqual([
      reported('2026-11-30', 'Clinic in Harare, back at noon'),
    ]);
  });
  it('not for a past day, a weekend, or more than 30 days ahead', () => {
    expect(given([]).when(report('2026-11-26', 'Was sick'))).toThrow(
      refused(
        'An absence is reported for today or a school day to come; a past day is corrected by the school',
      ),
    );
    expect(given([]).when(report('2026-11-28', 'Trip'))).toThrow(
      refused('Absences are reported for school days, Monday to Friday'),
    );
    expect(given([]).when(report('2026-12-28', 'Trip'))).toThrow(
      refused('Report an absence at most 30 days ahead'),
    );
  });
  it('a day just past midnight in Harare is already the next day', () => {
    // 22:30 UTC on Thursday is 00:30 on Friday in Harare: Thursday is past.
    const lateThursday = { ...asMother, now: '2026-11-26T22:30:00.000Z' };
    expect(given([]).when(report('2026-11-26', 'Sick'), lateThursday)).toThrow(ConflictError);
    expect(given([]).when(report('2026-11-27', 'Sick'), lateThursday)()).toHaveLength(1);
  });
  it("a family that is not the child's, or a student withdrawn or unknown, learns nothing of the student", () => {
    const notFound = new NotFoundError('No such student', [
      { field: 'studentId', message: 'No such student' },
    ]);
    expect(
      given([]).when(
        report('2026-11-30', 'x', {
          parent: { parentId: 'p-other', name: 'Other', studentIds: ['s9'] },
        }),
      ),
    ).toThrow(notFound);
    expect(given([]).when(report('2026-11-30', 'x', { parent: undefined }))).toThrow(notFound);
    expect(given([]).when(report('2026-11-30', 'x', { student: null }))).toThrow(notFound);
    expect(
      given([]).when(
        report('2026-11-30', 'x', { student: { ...facts.student!, status: 'Inactive' } }),
      ),
    ).toThrow(notFound);
  });
  it("a graduated child's parent reads the past and reports nothing more, nor withdraws (403)", () => {
    const graduated = { student: { ...facts.student!, status: 'Graduated' as const } };
    const forbidden = new ForbiddenError(
      'This child has graduated: their past report cards and results stay open to read, but nothing more can be sent about them',
    );
    expect(given([]).when(report('2026-11-30', 'Clinic', graduated))).toThrow(forbidden);
    const withdrawal = { ...withdraw('2026-11-30'), facts: { ...facts, ...graduated } };
    expect(given([reported('2026-11-30', 'Clinic')]).when(withdrawal)).toThrow(forbidden);
  });
  it('no other role reports an absence: the school marks the register', () => {
    for (const actorRole of ['ADMIN', 'TEACHER', 'STUDENT', 'SUPERADMIN'] as const) {
      expect(given([]).when(report('2026-11-30', 'x'), { ...asMother, actorRole })).toThrow(
        ForbiddenError,
      );
    }
  });
  it('a parent without a name on record is named as a parent', () => {
    const events = given([]).when(
      report('2026-11-30', 'x', { parent: { ...facts.parent!, name: undefined } }),
    )();
    expect(events[0]!.data).toMatchObject({ parentName: 'A parent' });
  });
});

describe('a parent withdraws a report', () => {
  it('for today or a day to come', () => {
    const history = [reported('2026-11-30', 'Clinic')];
    expect(given(history).when(withdraw('2026-11-30'))()).toEqual([
      {
        type: 'AbsenceReportWithdrawn',
        data: {
          schoolId: 'school-1',
          studentId: 's1',
          studentName: 'Tendai Moyo',
          classId: 'class-1',
          date: '2026-11-30',
          parentId: 'p-mother',
          parentName: 'Chipo Mutasa',
          withdrawnAt: now,
        },
      },
    ]);
  });
  it("a day with no report, or one withdrawn already, is not found; a past day's report stays with its register", () => {
    const history = [
      reported('2026-11-30', 'Clinic'),
      ...given([reported('2026-11-30', 'Clinic')]).when(withdraw('2026-11-30'))(),
    ];
    expect(given(history).when(withdraw('2026-11-30'))).toThrow(
      new NotFoundError('No absence was reported for this day', [
        { field: 'date', message: 'No absence was reported for this day' },
      ]),
    );
    const lastWeek = [reported('2026-11-20', 'Clinic')];
    expect(given(lastWeek).when(withdraw('2026-11-20'))).toThrow(
      refused('A report for a past day stays with its register'),
    );
  });
  it('after a withdrawal the day can be reported again', () => {
    const history = [
      reported('2026-11-30', 'Clinic'),
      ...given([reported('2026-11-30', 'Clinic')]).when(withdraw('2026-11-30'))(),
    ];
    expect(given(history).when(report('2026-11-30', 'Clinic'))()).toEqual([
      reported('2026-11-30', 'Clinic'),
    ]);
  });
});
