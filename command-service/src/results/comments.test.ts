import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  NotFoundError,
  type CommandContext,
  type HeadCommentEvent,
  type SubjectCommentEvent,
} from '@chikoro/contracts';
import {
  headCommentsDecider,
  subjectCommentsDecider,
  type RecordHeadComment,
  type RecordSubjectComments,
} from './comments';

const schoolId = 'school-1';
const now = '2026-04-01T08:00:00.000Z';
const admin: CommandContext = { actorId: 'u-admin', actorRole: 'ADMIN', schoolId, now };
const mathsTeacher: CommandContext = { actorId: 't-maths', actorRole: 'TEACHER', schoolId, now };
const otherTeacher: CommandContext = { actorId: 't-other', actorRole: 'TEACHER', schoolId, now };
const key = { classId: 'class-1', subjectId: 'maths', termId: 'term-1' };

const recorded = (
  studentId: string,
  comment: string,
  previous: string | null,
): SubjectCommentEvent => ({
  type: 'SubjectCommentRecorded',
  data: { schoolId, ...key, studentId, comment, previous, recordedAt: now },
});
const comments = (...list: [string, string][]): RecordSubjectComments => ({
  type: 'RecordSubjectComments',
  schoolId,
  ...key,
  assignedTeacherIds: ['t-maths'],
  classStudentIds: ['s1', 's2'],
  comments: list.map(([studentId, comment]) => ({ studentId, comment })),
});

function given(events: SubjectCommentEvent[]) {
  const state = events.reduce(subjectCommentsDecider.evolve, subjectCommentsDecider.initialState);
  return {
    when: (command: RecordSubjectComments, context: CommandContext) => () =>
      subjectCommentsDecider.decide(command, state, context),
  };
}

describe('teacher comments on a subject of a class for a term', () => {
  it('the subject’s teacher records one event per comment', () => {
    expect(
      given([]).when(
        comments(['s1', 'Excellent work'], ['s2', 'Must revise fractions']),
        mathsTeacher,
      )(),
    ).toEqual([
      recorded('s1', 'Excellent work', null),
      recorded('s2', 'Must revise fractions', null),
    ]);
  });
  it('a changed comment holds the text it replaced; unchanged ones append nothing', () => {
    expect(
      given([recorded('s1', 'Good', null), recorded('s2', 'Fair', null)]).when(
        comments(['s1', 'Very good'], ['s2', 'Fair']),
        admin,
      )(),
    ).toEqual([recorded('s1', 'Very good', 'Good')]);
  });
  it('sending the same comments again appends nothing', () => {
    expect(
      given([recorded('s1', 'Good', null)]).when(comments(['s1', 'Good']), mathsTeacher)(),
    ).toEqual([]);
  });
  it('an empty comment where there was none is nothing; clearing one is a change', () => {
    expect(given([]).when(comments(['s1', '']), mathsTeacher)()).toEqual([]);
    expect(
      given([recorded('s1', 'Good', null)]).when(comments(['s1', '']), mathsTeacher)(),
    ).toEqual([recorded('s1', '', 'Good')]);
  });
  it('a teacher not assigned to the subject, class and term may not comment', () => {
    expect(given([]).when(comments(['s1', 'Good']), otherTeacher)).toThrow(ForbiddenError);
  });
  it('a student, parent or superadmin may not comment', () => {
    expect(
      given([]).when(comments(['s1', 'Good']), {
        ...mathsTeacher,
        actorId: 's1',
        actorRole: 'STUDENT',
      }),
    ).toThrow(ForbiddenError);
    expect(given([]).when(comments(['s1', 'Good']), { ...admin, actorRole: 'SUPERADMIN' })).toThrow(
      ForbiddenError,
    );
  });
  it('names each student who is not in the class', () => {
    expect(given([]).when(comments(['s1', 'Good'], ['s9', 'Who?']), mathsTeacher)).toThrow(
      NotFoundError,
    );
    try {
      given([]).when(comments(['s1', 'Good'], ['s9', 'Who?']), mathsTeacher)();
    } catch (error) {
      expect((error as NotFoundError).errors).toEqual([
        { field: 'comments.1.studentId', message: 'This student is not in the class' },
      ]);
    }
  });
});

describe('the head’s comment on a student’s card for a term', () => {
  const head = (comment: string): RecordHeadComment => ({
    type: 'RecordHeadComment',
    schoolId,
    studentId: 's1',
    termId: 'term-1',
    comment,
  });
  const headRecorded = (comment: string, previous: string | null): HeadCommentEvent => ({
    type: 'HeadCommentRecorded',
    data: { schoolId, termId: 'term-1', studentId: 's1', comment, previous, recordedAt: now },
  });
  const givenHead = (events: HeadCommentEvent[]) => {
    const state = events.reduce(headCommentsDecider.evolve, headCommentsDecider.initialState);
    return {
      when: (command: RecordHeadComment, context: CommandContext) => () =>
        headCommentsDecider.decide(command, state, context),
    };
  };

  it('the admin records it', () =>
    expect(givenHead([]).when(head('A fine term'), admin)()).toEqual([
      headRecorded('A fine term', null),
    ]));
  it('a change holds the text before', () => {
    expect(
      givenHead([headRecorded('A fine term', null)]).when(head('An excellent term'), admin)(),
    ).toEqual([headRecorded('An excellent term', 'A fine term')]);
  });
  it('the same text again appends nothing', () =>
    expect(
      givenHead([headRecorded('A fine term', null)]).when(head('A fine term'), admin)(),
    ).toEqual([]));
  it('a teacher may not write it', () =>
    expect(givenHead([]).when(head('A fine term'), mathsTeacher)).toThrow(
      'Only the school’s admin may write the head’s comment',
    ));
});
