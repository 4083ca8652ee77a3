import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  examMessages as m,
  termCloseMessages,
  type CommandContext,
  type ExamEvent,
  type FieldChange,
  type FieldError,
  type MarkValue,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { ownSchool, setsExam } from '../scope';
import type { ExamCommand, OtherPaper } from './commands';
import { evolveExam, initialExamState, sameMark, type ExamRecord, type ExamState } from './exam';

type C<T extends ExamCommand['type']> = Extract<ExamCommand, { type: T }>;
const field = (name: string, message: string): FieldError[] => [{ field: name, message }];

/** One paper number per class, subject and term; the papers' weights add up to 100 at most. */
export function checkPapers(others: readonly OtherPaper[], paperNo: number, weight: number): void {
  if (others.some((p) => p.paperNo === paperNo))
    throw new ConflictError(m.paperTaken, field('paperNo', m.paperTaken));
  const total = others.reduce((sum, p) => sum + p.weight, weight);
  if (total > 100) throw new ConflictError(m.weightsOver, field('weight', m.weightsOver));
}

/** The actor's own school's exam, or a 404 that says nothing of other schools. */
function ownExam(state: ExamState, context: CommandContext): Extract<ExamState, ExamRecord> {
  if (state.status === 'Initial' || !ownSchool(state, context)) throw new NotFoundError(m.notFound);
  return state;
}

function createExam(
  command: C<'CreateExam'>,
  state: ExamState,
  context: CommandContext,
): ExamEvent[] {
  const { input, placement, teacher } = command;
  if (context.actorRole === 'TEACHER') {
    if (input.teacherId !== undefined)
      throw new ValidationError(m.teacherIsSelf, field('teacherId', m.teacherIsSelf));
    if (!command.assigned) throw new ForbiddenError(m.notAssigned);
  } else if (input.teacherId === undefined)
    throw new ValidationError(m.teacherRequired, field('teacherId', m.teacherRequired));
  if (!teacher?.active)
    throw new NotFoundError(m.teacherNotFound, field('teacherId', m.teacherNotFound));
  if (state.status !== 'Initial') throw new ConflictError('This exam already exists');
  checkPapers(command.otherPapers, input.paperNo, input.weight);
  const { teacherId: _named, ...details } = input;
  return [
    {
      type: 'ExamCreated',
      data: {
        ...placement,
        examId: command.examId,
        ...details,
        teacherId: teacher.teacherId,
        teacherName: teacher.name,
        createdAt: context.now,
      },
    },
  ];
}

const DETAILS = ['examName', 'outOf', 'weight', 'paperNo', 'examDate', 'teacherId'] as const;

function changeExamDetails(
  command: C<'ChangeExamDetails'>,
  state: ExamState,
  context: CommandContext,
): ExamEvent[] {
  const exam = ownExam(state, context);
  if (exam.status === 'Cancelled') throw new ConflictError(m.cancelled);
  if (!setsExam(exam, context)) throw new ForbiddenError(m.notYourExamChange);
  const changes: FieldChange[] = [];
  for (const key of DETAILS) {
    const after = command.input[key];
    if (after !== undefined && after !== exam[key])
      changes.push({ field: key, before: exam[key], after });
  }
  if (changes.length === 0) return [];
  const newTeacher = changes.some((c) => c.field === 'teacherId');
  if (newTeacher && context.actorRole !== 'ADMIN') throw new ForbiddenError(m.onlyAdminReassigns);
  if (newTeacher && !command.teacher?.active)
    throw new NotFoundError(m.teacherNotFound, field('teacherId', m.teacherNotFound));
  if (newTeacher)
    changes.push({ field: 'teacherName', before: exam.teacherName, after: command.teacher!.name });
  const outOf = command.input.outOf ?? exam.outOf;
  if (Object.values(exam.marks).some((mark) => typeof mark === 'number' && mark > outOf)) {
    throw new ConflictError(m.marksAboveTotal, field('outOf', m.marksAboveTotal));
  }
  checkPapers(
    command.otherPapers,
    command.input.paperNo ?? exam.paperNo,
    command.input.weight ?? exam.weight,
  );
  return [
    {
      type: 'ExamDetailsChanged',
      data: { schoolId: exam.schoolId, examId: exam.examId, changes, changedAt: context.now },
    },
  ];
}

function cancelExam(
  command: C<'CancelExam'>,
  state: ExamState,
  context: CommandContext,
): ExamEvent[] {
  const exam = ownExam(state, context);
  if (!setsExam(exam, context)) throw new ForbiddenError(m.notYourExamChange);
  if (exam.status === 'Cancelled') return [];
  if (Object.keys(exam.marks).length > 0) throw new ConflictError(m.hasMarks);
  const reason = command.reason ? { reason: command.reason } : {};
  return [
    {
      type: 'ExamCancelled',
      data: { schoolId: exam.schoolId, examId: exam.examId, ...reason, cancelledAt: context.now },
    },
  ];
}

const inRange = (mark: MarkValue, outOf: number) =>
  typeof mark !== 'number' || (mark >= 0 && mark <= outOf);

function recordMarks(
  command: C<'RecordMarks'>,
  state: ExamState,
  context: CommandContext,
): ExamEvent[] {
  const exam = ownExam(state, context);
  if (exam.status === 'Cancelled') throw new ConflictError(m.cancelled);
  if (!setsExam(exam, context)) throw new ForbiddenError(m.notYourExam);
  if (command.closed) throw new ConflictError(termCloseMessages.marksClosed);
  if (command.published) throw new ConflictError(m.published);
  if (command.locked && context.actorRole !== 'ADMIN') throw new ConflictError(m.locked);
  const errors: FieldError[] = [];
  command.marks.forEach(({ studentId, mark }, i) => {
    if (command.students[studentId]?.classId !== exam.classId)
      errors.push({ field: `marks.${i}.studentId`, message: m.notInClass });
    else if (!inRange(mark, exam.outOf))
      errors.push({ field: `marks.${i}.mark`, message: m.markRange });
  });
  if (errors.length) throw new ValidationError(errors[0]!.message, errors);
  // The last entry for a student wins; an entry equal to the current one appends nothing.
  const latest = new Map(command.marks.map(({ studentId, mark }) => [studentId, mark]));
  const events: ExamEvent[] = [];
  for (const [studentId, mark] of latest) {
    const previous = exam.marks[studentId] ?? null;
    if (sameMark(previous, mark)) continue;
    const studentName = command.students[studentId]?.name;
    events.push({
      type: 'MarkRecorded',
      data: {
        schoolId: exam.schoolId,
        examId: exam.examId,
        studentId,
        studentName,
        mark,
        previous,
        recordedAt: context.now,
      },
    });
  }
  return events;
}

function correctMark(
  command: C<'CorrectMark'>,
  state: ExamState,
  context: CommandContext,
): ExamEvent[] {
  const exam = ownExam(state, context);
  if (exam.status === 'Cancelled') throw new ConflictError(m.cancelled);
  if (command.closed) throw new ConflictError(termCloseMessages.marksClosed);
  if (!command.published) throw new ConflictError(m.notPublished);
  const previous = exam.marks[command.studentId] ?? null;
  if (command.student?.classId !== exam.classId && previous === null)
    throw new ValidationError(m.notInClass, field('studentId', m.notInClass));
  if (!inRange(command.mark, exam.outOf))
    throw new ValidationError(m.markRange, field('mark', m.markRange));
  if (sameMark(previous, command.mark))
    throw new ConflictError(m.sameMark, field('mark', m.sameMark));
  return [
    {
      type: 'MarkCorrected',
      data: {
        schoolId: exam.schoolId,
        examId: exam.examId,
        studentId: command.studentId,
        studentName: command.student?.name,
        mark: command.mark,
        previous,
        reason: command.reason,
        shareReasonWithFamily: command.shareReasonWithFamily ?? false,
        correctedAt: context.now,
      },
    },
  ];
}

export function decideExam(
  command: ExamCommand,
  state: ExamState,
  context: CommandContext,
): ExamEvent[] {
  switch (command.type) {
    case 'CreateExam':
      return createExam(command, state, context);
    case 'ChangeExamDetails':
      return changeExamDetails(command, state, context);
    case 'CancelExam':
      return cancelExam(command, state, context);
    case 'RecordMarks':
      return recordMarks(command, state, context);
    case 'CorrectMark':
      return correctMark(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled exam command ${JSON.stringify(unknown)}`);
    }
  }
}

export const examDecider: Decider<ExamState, ExamCommand, ExamEvent> = {
  initialState: initialExamState,
  decide: decideExam,
  evolve: evolveExam,
};
