import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  resultMessages as m,
  termCloseMessages,
  type CommandContext,
  type ConductAndEffort,
  type ConductAndEffortRecorded,
  type RecordConductAndEffortInput,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';

/** A class's ratings in one subject this term, by student. */
export interface ConductState {
  ratings: Record<string, ConductAndEffort>;
}
export const initialConductState: ConductState = { ratings: {} };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveConduct(
  state: ConductState,
  event: { type: string; data: unknown },
): ConductState {
  if (event.type !== 'ConductAndEffortRecorded') return state;
  const { studentId, conduct, effort } = (event as ConductAndEffortRecorded).data;
  return { ratings: { ...state.ratings, [studentId]: { conduct, effort } } };
}

/** What the edge found: the school's choice, who teaches the subject, the student, the term. */
export type RecordConductAndEffort = {
  type: 'RecordConductAndEffort';
  schoolId: string;
  /** The school's cards show conduct and effort. */
  enabled: boolean;
  /** The acting teacher teaches this subject to this class this term. */
  assigned: boolean;
  /** The student's record: in this class or not, graduated or not (undefined: not of this school). */
  student: { inClass: boolean; graduated: boolean } | undefined;
  /** The term is closed: marks, and so ratings, are locked. */
  closed: boolean;
} & RecordConductAndEffortInput;

const notFound = (message: string) => new NotFoundError(message, [{ field: 'studentId', message }]);

/**
 * Only the subject's teacher for the class this term, or the admin; only while the school's cards
 * show conduct and effort, for a student of the class still at school, in a term not closed. The
 * same ratings again record nothing.
 */
function recordConductAndEffort(
  command: RecordConductAndEffort,
  state: ConductState,
  context: CommandContext,
): ConductAndEffortRecorded[] {
  const mayRate =
    context.actorRole === 'ADMIN' || (context.actorRole === 'TEACHER' && command.assigned);
  if (!mayRate) throw new ForbiddenError(m.notYourSubjectConduct);
  if (!command.student) throw notFound(m.studentNotFound);
  if (command.student.graduated) throw new ConflictError(m.graduateRecord);
  if (!command.student.inClass) throw notFound(m.notInClass);
  if (!command.enabled) throw new ConflictError(m.conductAndEffortOff);
  if (command.closed) throw new ConflictError(termCloseMessages.marksClosed);
  const previous = state.ratings[command.studentId] ?? null;
  if (previous?.conduct === command.conduct && previous.effort === command.effort) return [];
  if (!previous && command.conduct === null && command.effort === null) return [];
  return [
    {
      type: 'ConductAndEffortRecorded',
      data: {
        schoolId: command.schoolId,
        classId: command.classId,
        subjectId: command.subjectId,
        termId: command.termId,
        studentId: command.studentId,
        conduct: command.conduct,
        effort: command.effort,
        previous,
        recordedAt: context.now,
      },
    },
  ];
}

export const conductDecider: Decider<
  ConductState,
  RecordConductAndEffort,
  ConductAndEffortRecorded
> = {
  initialState: initialConductState,
  evolve: evolveConduct,
  decide: recordConductAndEffort,
};
