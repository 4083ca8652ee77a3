import {
  ForbiddenError,
  NotFoundError,
  resultMessages as m,
  type CommandContext,
  type HeadCommentEvent,
  type RecordHeadCommentInput,
  type RecordSubjectCommentsInput,
  type SubjectCommentEvent,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

/** The comments of one stream, by student: the current text of each (an empty text is no comment). */
export interface CommentsState {
  comments: Record<string, string>;
}
export const initialCommentsState: CommentsState = { comments: {} };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveComments(
  state: CommentsState,
  event: { type: string; data: unknown },
): CommentsState {
  if (event.type !== 'SubjectCommentRecorded' && event.type !== 'HeadCommentRecorded') return state;
  const { studentId, comment } = event.data as { studentId: string; comment: string };
  return { comments: { ...state.comments, [studentId]: comment } };
}

/** What the edge found: who teaches the subject to the class this term, and who is in the class. */
export type RecordSubjectComments = {
  type: 'RecordSubjectComments';
  schoolId: string;
  assignedTeacherIds: string[];
  classStudentIds: string[];
} & RecordSubjectCommentsInput;
export type RecordHeadComment = {
  type: 'RecordHeadComment';
  schoolId: string;
} & RecordHeadCommentInput;

const changed = (state: CommentsState, studentId: string, comment: string) =>
  (state.comments[studentId] ?? '') !== comment;

/** Only the subject's teacher for the class this term, or the admin; one event per changed comment, with the text before. */
function recordSubjectComments(
  command: RecordSubjectComments,
  state: CommentsState,
  context: CommandContext,
): SubjectCommentEvent[] {
  const mayComment =
    context.actorRole === 'ADMIN' ||
    (context.actorRole === 'TEACHER' && command.assignedTeacherIds.includes(context.actorId ?? ''));
  if (!mayComment) throw new ForbiddenError(m.notYourSubject);
  const strangers = command.comments.flatMap((c, i) =>
    command.classStudentIds.includes(c.studentId)
      ? []
      : [{ field: `comments.${i}.studentId`, message: m.notInClass }],
  );
  if (strangers.length > 0) throw new NotFoundError(m.notInClass, strangers);
  const latest = new Map(command.comments.map((c) => [c.studentId, c.comment]));
  return [...latest]
    .filter(([studentId, comment]) => changed(state, studentId, comment))
    .map(([studentId, comment]) => ({
      type: 'SubjectCommentRecorded',
      data: {
        schoolId: command.schoolId,
        classId: command.classId,
        subjectId: command.subjectId,
        termId: command.termId,
        studentId,
        comment,
        previous: state.comments[studentId] ?? null,
        recordedAt: context.now,
      },
    }));
}

function recordHeadComment(
  command: RecordHeadComment,
  state: CommentsState,
  context: CommandContext,
): HeadCommentEvent[] {
  if (context.actorRole !== 'ADMIN') throw new ForbiddenError(m.headOnlyAdmin);
  if (!changed(state, command.studentId, command.comment)) return [];
  return [
    {
      type: 'HeadCommentRecorded',
      data: {
        schoolId: command.schoolId,
        termId: command.termId,
        studentId: command.studentId,
        comment: command.comment,
        previous: state.comments[command.studentId] ?? null,
        recordedAt: context.now,
      },
    },
  ];
}

export const subjectCommentsDecider: Decider<
  CommentsState,
  RecordSubjectComments,
  SubjectCommentEvent
> = {
  initialState: initialCommentsState,
  evolve: evolveComments,
  decide: recordSubjectComments,
};
export const headCommentsDecider: Decider<CommentsState, RecordHeadComment, HeadCommentEvent> = {
  initialState: initialCommentsState,
  evolve: evolveComments,
  decide: recordHeadComment,
};
