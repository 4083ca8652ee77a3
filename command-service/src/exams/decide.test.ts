import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type CommandContext,
  type ExamEvent,
} from '@chikoro/contracts';
import type { ExamCommand } from './commands';
import { examDecider } from './decide';
import { marksEntryDecider } from './marksEntry';

const schoolId = '7c1e0a52-0000-4000-8000-000000000001';
const examId = '7c1e0a52-0000-4000-8000-0000000000e1';
const classId = '7c1e0a52-0000-4000-8000-0000000000c1';
const subjectId = '7c1e0a52-0000-4000-8000-0000000000a1';
const termId = '7c1e0a52-0000-4000-8000-0000000000f1';
const teacherId = '7c1e0a52-0000-4000-8000-0000000000d1';
const tendai = '7c1e0a52-0000-4000-8000-000000000051';
const rudo = '7c1e0a52-0000-4000-8000-000000000052';
const stranger = '7c1e0a52-0000-4000-8000-000000000053';

const admin: CommandContext = {
  actorId: 'u-admin',
  actorRole: 'ADMIN',
  schoolId,
  now: '2026-03-02T08:00:00.000Z',
};
const teacher: CommandContext = {
  actorId: teacherId,
  actorRole: 'TEACHER',
  schoolId,
  now: '2026-03-02T09:00:00.000Z',
};
const otherTeacher: CommandContext = {
  ...teacher,
  actorId: '7c1e0a52-0000-4000-8000-0000000000d2',
};
const otherSchool: CommandContext = { ...admin, schoolId: '7c1e0a52-0000-4000-8000-000000000002' };

const placement = {
  schoolId,
  className: 'Form 2 Blue',
  levelId: '7c1e0a52-0000-4000-8000-0000000000b1',
  levelName: 'Form 2',
  subjectName: 'Mathematics',
  termName: 'Term 1',
  academicYearId: '7c1e0a52-0000-4000-8000-0000000000a9',
  academicYear: '2026',
};
const details = {
  classId,
  subjectId,
  termId,
  examName: 'Mathematics Paper 1',
  outOf: 100,
  weight: 50,
  paperNo: 1,
  examDate: '2026-03-10',
};
const mrsChari = { teacherId, name: 'Memory Chari', active: true };

const created: ExamEvent = {
  type: 'ExamCreated',
  data: {
    ...placement,
    examId,
    ...details,
    teacherId,
    teacherName: 'Memory Chari',
    createdAt: admin.now,
  },
};
const recorded = (
  studentId: string,
  mark: number | 'ABSENT' | 'EXEMPT' | null,
  previous: number | 'ABSENT' | 'EXEMPT' | null,
  studentName = 'Tendai Moyo',
): ExamEvent => ({
  type: 'MarkRecorded',
  data: { schoolId, examId, studentId, studentName, mark, previous, recordedAt: teacher.now },
});
const cancelled: ExamEvent = {
  type: 'ExamCancelled',
  data: { schoolId, examId, cancelledAt: admin.now },
};

function given(events: ExamEvent[]) {
  const state = events.reduce(examDecider.evolve, examDecider.initialState);
  return {
    when:
      (command: ExamCommand, context = admin) =>
      () =>
        examDecider.decide(command, state, context),
  };
}

const create = (over: Partial<Extract<ExamCommand, { type: 'CreateExam' }>> = {}): ExamCommand => ({
  type: 'CreateExam',
  examId,
  input: { ...details, teacherId },
  placement,
  teacher: mrsChari,
  assigned: false,
  otherPapers: [],
  ...over,
});
const students = {
  [tendai]: { name: 'Tendai Moyo', classId },
  [rudo]: { name: 'Rudo Banda', classId },
  [stranger]: { name: 'Farai Ncube', classId: 'elsewhere' },
};
const record = (
  marks: { studentId: string; mark: number | 'ABSENT' | 'EXEMPT' | null }[],
  over = {},
): ExamCommand => ({
  type: 'RecordMarks',
  examId,
  marks,
  students,
  locked: false,
  published: false,
  closed: false,
  ...over,
});
const correct = (mark: number | 'ABSENT' | 'EXEMPT', over = {}): ExamCommand => ({
  type: 'CorrectMark',
  examId,
  studentId: tendai,
  mark,
  reason: 'added up wrongly',
  student: students[tendai],
  published: true,
  closed: false,
  ...over,
});

describe('creating an exam', () => {
  it('an admin creates it for the teacher they name, with the level, term and year names', () => {
    expect(given([]).when(create())()).toEqual([created]);
  });
  it('a teacher assigned this subject and class this term creates it as themselves', () => {
    const own = create({ input: details, assigned: true });
    expect(given([]).when(own, teacher)()).toEqual([
      { ...created, data: { ...created.data, createdAt: teacher.now } },
    ]);
  });
  it('a teacher not assigned this subject and class is refused', () => {
    expect(given([]).when(create({ input: details }), teacher)).toThrow(ForbiddenError);
    expect(given([]).when(create({ input: details }), teacher)).toThrow(
      'You can only create exams for the subjects and classes you teach',
    );
  });
  it('a teacher may not name a teacher, not even themselves', () => {
    expect(given([]).when(create({ assigned: true }), teacher)).toThrow(
      'A teacher creates exams as themselves: leave the teacher out',
    );
  });
  it('an admin must name an active teacher of the school', () => {
    expect(given([]).when(create({ input: details }))).toThrow(ValidationError);
    expect(given([]).when(create({ input: details }))).toThrow('Select Teacher');
    expect(given([]).when(create({ teacher: { ...mrsChari, active: false } }))).toThrow(
      'Select an active teacher of this school',
    );
    expect(given([]).when(create({ teacher: undefined }))).toThrow(NotFoundError);
  });
  it('refuses a paper number the class already has for the subject this term', () => {
    const taken = create({ otherPapers: [{ examId: 'x', paperNo: 1, weight: 20 }] });
    expect(given([]).when(taken)).toThrow(
      'This class already has this paper number for the subject this term',
    );
  });
  it('refuses weights adding up to more than 100, and allows exactly 100', () => {
    const over = create({
      otherPapers: [
        { examId: 'x', paperNo: 2, weight: 30 },
        { examId: 'y', paperNo: 3, weight: 21 },
      ],
    });
    expect(given([]).when(over)).toThrow(
      'The papers of this subject for this class and term would weigh more than 100%',
    );
    const full = create({
      otherPapers: [
        { examId: 'x', paperNo: 2, weight: 30 },
        { examId: 'y', paperNo: 3, weight: 20 },
      ],
    });
    expect(given([]).when(full)()).toHaveLength(1);
  });
  it('cannot create the same exam twice', () =>
    expect(given([created]).when(create())).toThrow(ConflictError));
});

describe('changing an exam', () => {
  const change = (input: object, over = {}): ExamCommand => ({
    type: 'ChangeExamDetails',
    input: { examId, ...input },
    teacher: undefined,
    otherPapers: [],
    ...over,
  });
  it('keeps each change with its value before and after', () => {
    expect(
      given([created]).when(
        change({ examName: 'Mathematics Paper 1 (calculator)', weight: 40 }),
        teacher,
      )(),
    ).toEqual([
      {
        type: 'ExamDetailsChanged',
        data: {
          schoolId,
          examId,
          changedAt: teacher.now,
          changes: [
            {
              field: 'examName',
              before: 'Mathematics Paper 1',
              after: 'Mathematics Paper 1 (calculator)',
            },
            { field: 'weight', before: 50, after: 40 },
          ],
        },
      },
    ]);
  });
  it('has nothing to do when the details are already so', () => {
    expect(
      given([created]).when(change({ examName: 'Mathematics Paper 1', outOf: 100 }))(),
    ).toEqual([]);
  });
  it('the admin gives it to another active teacher, the name kept beside the id', () => {
    const mrMoyo = { teacherId: 'd9', name: 'Tawanda Moyo', active: true };
    expect(
      given([created]).when(change({ teacherId: 'd9' }, { teacher: mrMoyo }))()[0],
    ).toMatchObject({
      data: {
        changes: [
          { field: 'teacherId', before: teacherId, after: 'd9' },
          { field: 'teacherName', before: 'Memory Chari', after: 'Tawanda Moyo' },
        ],
      },
    });
  });
  it('a teacher cannot give it away, nor change another teacher’s exam', () => {
    expect(
      given([created]).when(change({ teacherId: 'd9' }, { teacher: mrsChari }), teacher),
    ).toThrow('Only the school’s admin may give the exam to another teacher');
    expect(given([created]).when(change({ weight: 40 }), otherTeacher)).toThrow(
      'Only the exam’s teacher or the school’s admin may change this exam',
    );
  });
  it('follows the paper rules, leaving the exam itself out', () => {
    expect(
      given([created]).when(
        change({ paperNo: 2 }, { otherPapers: [{ examId: 'x', paperNo: 2, weight: 10 }] }),
      ),
    ).toThrow(/already has this paper number/);
    expect(
      given([created]).when(
        change({ weight: 60 }, { otherPapers: [{ examId: 'x', paperNo: 2, weight: 50 }] }),
      ),
    ).toThrow(/weigh more than 100%/);
  });
  it('cannot lower the total below a mark already given', () => {
    expect(given([created, recorded(tendai, 80, null)]).when(change({ outOf: 50 }))).toThrow(
      'Some marks are above this total: correct them first',
    );
  });
  it('is not found from another school, and refused once cancelled', () => {
    expect(given([created]).when(change({ weight: 40 }), otherSchool)).toThrow(
      'No such exam in this school',
    );
    expect(given([created, cancelled]).when(change({ weight: 40 }))).toThrow(
      'This exam is cancelled',
    );
  });
});

describe('cancelling an exam', () => {
  const cancel: ExamCommand = { type: 'CancelExam', examId };
  it('is allowed while it has no marks', () =>
    expect(given([created]).when(cancel)()).toEqual([cancelled]));
  it('is refused once a mark exists', () =>
    expect(given([created, recorded(tendai, 45, null)]).when(cancel)).toThrow(
      'This exam already has marks: it cannot be cancelled',
    ));
  it('has nothing to do when already cancelled', () =>
    expect(given([created, cancelled]).when(cancel)()).toEqual([]));
});

describe('recording marks', () => {
  it('one command for many students, one event per mark, absent and exempt as states', () => {
    const marks = [
      { studentId: tendai, mark: 45 },
      { studentId: rudo, mark: 'ABSENT' as const },
    ];
    expect(given([created]).when(record(marks), teacher)()).toEqual([
      recorded(tendai, 45, null),
      recorded(rudo, 'ABSENT', null, 'Rudo Banda'),
    ]);
  });
  it('keeps the previous value, and appends nothing for an unchanged mark', () => {
    const marks = [
      { studentId: tendai, mark: 52 },
      { studentId: rudo, mark: 'EXEMPT' as const },
    ];
    const history = [
      created,
      recorded(tendai, 45, null),
      recorded(rudo, 'EXEMPT', null, 'Rudo Banda'),
    ];
    expect(given(history).when(record(marks), teacher)()).toEqual([recorded(tendai, 52, 45)]);
    expect(given([...history, recorded(tendai, 52, 45)]).when(record(marks), teacher)()).toEqual(
      [],
    );
  });
  it('clears a mark typed by mistake', () => {
    expect(
      given([created, recorded(tendai, 45, null)]).when(
        record([{ studentId: tendai, mark: null }]),
      )(),
    ).toEqual([
      {
        ...recorded(tendai, null, 45),
        data: { ...recorded(tendai, null, 45).data, recordedAt: admin.now },
      },
    ]);
  });
  it('refuses a mark above the total, and a student of another class, naming the row', () => {
    const error = (() => {
      try {
        given([created]).when(
          record([
            { studentId: tendai, mark: 40 },
            { studentId: rudo, mark: 101 },
          ]),
        )();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual([
      { field: 'marks.1.mark', message: 'A mark must be from 0 to the exam’s total' },
    ]);
    expect(given([created]).when(record([{ studentId: stranger, mark: 40 }]))).toThrow(
      'This student is not in the exam’s class',
    );
  });
  it('only the exam’s teacher or the admin records', () => {
    expect(given([created]).when(record([{ studentId: tendai, mark: 40 }]), otherTeacher)).toThrow(
      'Only the exam’s teacher or the school’s admin may record its marks',
    );
  });
  it('a locked term is closed to teachers, not to the admin', () => {
    expect(
      given([created]).when(record([{ studentId: tendai, mark: 40 }], { locked: true }), teacher),
    ).toThrow('Mark entry for this term is closed');
    expect(
      given([created]).when(record([{ studentId: tendai, mark: 40 }], { locked: true }))(),
    ).toHaveLength(1);
  });
  it('after publication only a correction changes a mark', () => {
    expect(
      given([created]).when(record([{ studentId: tendai, mark: 40 }], { published: true })),
    ).toThrow('The results of this class are published: correct a mark with a reason instead');
  });
  it('a closed term refuses every mark, the admin’s too', () => {
    const closed =
      'This term is closed: marks can no longer be recorded or corrected. The admin can reopen the term with a reason.';
    expect(
      given([created]).when(record([{ studentId: tendai, mark: 40 }], { closed: true })),
    ).toThrow(new ConflictError(closed));
    expect(
      given([created]).when(record([{ studentId: tendai, mark: 40 }], { closed: true }), teacher),
    ).toThrow(closed);
  });
});

describe('correcting a mark', () => {
  const history = [created, recorded(tendai, 45, null)];
  it('after publication, with the previous value and the reason, kept from the family unless the admin shares it', () => {
    expect(given(history).when(correct(52))()).toEqual([
      {
        type: 'MarkCorrected',
        data: {
          schoolId,
          examId,
          studentId: tendai,
          studentName: 'Tendai Moyo',
          mark: 52,
          previous: 45,
          reason: 'added up wrongly',
          shareReasonWithFamily: false,
          correctedAt: admin.now,
        },
      },
    ]);
  });
  it('records the admin’s choice to share the reason with the family', () => {
    expect(given(history).when(correct(52, { shareReasonWithFamily: true }))()).toEqual([
      {
        type: 'MarkCorrected',
        data: {
          schoolId,
          examId,
          studentId: tendai,
          studentName: 'Tendai Moyo',
          mark: 52,
          previous: 45,
          reason: 'added up wrongly',
          shareReasonWithFamily: true,
          correctedAt: admin.now,
        },
      },
    ]);
  });
  it('is refused before publication', () =>
    expect(given(history).when(correct(52, { published: false }))).toThrow(
      'The results of this class are not published yet: record the mark instead',
    ));
  it('is refused while the term is closed', () => {
    expect(given(history).when(correct(52, { closed: true }))).toThrow(
      'This term is closed: marks can no longer be recorded or corrected. The admin can reopen the term with a reason.',
    );
  });
  it('is refused when the mark is already this value', () =>
    expect(given(history).when(correct(45))).toThrow('The mark is already this value'));
  it('is refused above the total', () =>
    expect(given(history).when(correct(120))).toThrow('A mark must be from 0 to the exam’s total'));
});

describe('mark entry of a term', () => {
  const run = (
    events: Parameters<typeof marksEntryDecider.evolve>[1][],
    command: Parameters<typeof marksEntryDecider.decide>[0],
  ) =>
    marksEntryDecider.decide(
      command,
      events.reduce(marksEntryDecider.evolve, marksEntryDecider.initialState),
      admin,
    );
  const locked = { type: 'MarksLocked' as const, data: { schoolId, termId, lockedAt: admin.now } };
  it('is locked by the admin', () =>
    expect(run([], { type: 'LockMarks', schoolId, termId })).toEqual([locked]));
  it('locking a locked term has nothing to do', () =>
    expect(run([locked], { type: 'LockMarks', schoolId, termId })).toEqual([]));
  it('is reopened with a reason', () => {
    expect(
      run([locked], { type: 'ReopenMarks', schoolId, termId, reason: 'Late project marks' }),
    ).toEqual([
      {
        type: 'MarksReopened',
        data: { schoolId, termId, reason: 'Late project marks', reopenedAt: admin.now },
      },
    ]);
  });
  it('reopening an open term has nothing to do', () =>
    expect(run([], { type: 'ReopenMarks', schoolId, termId, reason: 'x y z' })).toEqual([]));
});

describe('evolve', () => {
  it('ignores events it does not know, so old streams replay', () => {
    expect(
      examDecider.evolve(examDecider.initialState, { type: 'SomethingNew', data: {} } as never),
    ).toEqual({ status: 'Initial' });
  });
});
