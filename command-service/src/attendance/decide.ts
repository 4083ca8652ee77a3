import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  attendanceMessages as m,
  isWeekday,
  schoolDate,
  termCloseMessages,
  termOfDay,
  type AttendanceCommand,
  type AttendanceEvent,
  type AttendanceMark,
  type CommandContext,
  type RegisterFacts,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { isClassTeacher, ownSchool } from '../scope';
import { evolveRegister, initialRegisterState, type Mark, type RegisterState } from './register';

type Command<T extends AttendanceCommand['type']> = Extract<AttendanceCommand, { type: T }>;
type Taken = Extract<RegisterState, { status: 'Taken' }>;

/** The class must be the actor's school's; its class teacher or the admin acts on its registers. */
function ownClass(facts: RegisterFacts, context: CommandContext) {
  const klass = facts.klass;
  if (!klass || !ownSchool(klass, context))
    throw new NotFoundError(m.classNotFound, [{ field: 'classId', message: m.classNotFound }]);
  if (context.actorRole !== 'ADMIN' && !isClassTeacher(klass, context))
    throw new ForbiddenError(m.notClassTeacher);
  return klass;
}

/** A school day: not to come, Monday to Friday, inside a term of the current year. */
function schoolDayTerm(date: string, facts: RegisterFacts, context: CommandContext): string {
  const refuse = (message: string) => new ConflictError(message, [{ field: 'date', message }]);
  if (date > schoolDate(context.now)) throw refuse(m.future);
  if (!isWeekday(date)) throw refuse(m.weekend);
  const term = termOfDay(facts.terms, date);
  if (!term) throw refuse(m.notInTerm);
  if (facts.closedTermIds.includes(term.termId)) throw refuse(termCloseMessages.registersClosed);
  return term.termId;
}

/** Every active student of the class once, nobody else. */
function checkRoll(
  entries: Command<'RecordAttendance'>['entries'],
  facts: RegisterFacts,
): Map<string, string> {
  const names = new Map(facts.roll.map((s) => [s.studentId, s.name]));
  const seen = new Set<string>();
  const errors = entries.flatMap((e, i): { field: string; message: string }[] => {
    const field = `entries.${i}.studentId`;
    if (!names.has(e.studentId)) return [{ field, message: m.notInClass }];
    if (seen.has(e.studentId)) return [{ field, message: m.twice }];
    seen.add(e.studentId);
    return [];
  });
  if (errors[0]) throw new ValidationError(errors[0].message, errors);
  const missing = facts.roll.filter((s) => !seen.has(s.studentId)).map((s) => s.name);
  if (missing.length)
    throw new ValidationError(m.missing(missing), [
      { field: 'entries', message: m.missing(missing) },
    ]);
  return names;
}

const markOf = (e: AttendanceMark): AttendanceMark => ({
  status: e.status,
  ...(e.minutesLate !== undefined ? { minutesLate: e.minutesLate } : {}),
  ...(e.reason !== undefined ? { reason: e.reason } : {}),
});
const same = (a: Mark | undefined, b: AttendanceMark) =>
  a !== undefined &&
  a.status === b.status &&
  a.minutesLate === b.minutesLate &&
  a.reason === b.reason;

interface Why {
  reason?: string;
  actorName?: string;
}

function corrected(
  state: Taken,
  studentId: string,
  studentName: string,
  entry: AttendanceMark,
  context: CommandContext,
  { reason, actorName }: Why,
): AttendanceEvent {
  const { schoolId, classId, className, date, termId } = state;
  const before = state.marks[studentId];
  return {
    type: 'AttendanceCorrected',
    data: {
      schoolId,
      classId,
      className,
      date,
      termId,
      studentId,
      studentName,
      previous: before ? markOf(before) : null,
      entry: markOf(entry),
      ...(reason ? { reason } : {}),
      correctedBy: context.actorId ?? '',
      ...(actorName ? { correctedByName: actorName } : {}),
      correctedByRole: context.actorRole,
      correctedAt: context.now,
    },
  };
}

function record(
  command: Command<'RecordAttendance'>,
  state: RegisterState,
  context: CommandContext,
): AttendanceEvent[] {
  const klass = ownClass(command.facts, context);
  if (klass.status === 'Archived') throw new ConflictError(m.classArchived);
  const termId = schoolDayTerm(command.date, command.facts, context);
  const names = checkRoll(command.entries, command.facts);
  const actorName = command.facts.actorName ?? undefined;
  if (state.status === 'NotTaken') {
    return [
      {
        type: 'AttendanceRecorded',
        data: {
          schoolId: klass.schoolId,
          classId: command.classId,
          className: klass.name,
          date: command.date,
          termId,
          entries: command.entries.map((e) => ({
            studentId: e.studentId,
            studentName: names.get(e.studentId) ?? '',
            ...markOf(e),
          })),
          takenBy: context.actorId ?? '',
          ...(actorName ? { takenByName: actorName } : {}),
          takenByRole: context.actorRole,
          recordedAt: context.now,
        },
      },
    ];
  }
  // Taken already: the register sent again is a same-day correction of the marks that changed.
  const changed = command.entries.filter((e) => !same(state.marks[e.studentId], e));
  if (changed.length === 0) return [];
  if (state.takenOn !== schoolDate(context.now))
    throw new ConflictError(
      context.actorRole === 'ADMIN' ? m.lateRecordUseCorrect : m.lateCorrectionAdminOnly,
    );
  return changed.map((e) =>
    corrected(state, e.studentId, names.get(e.studentId) ?? '', e, context, { actorName }),
  );
}

function correct(
  command: Command<'CorrectAttendance'>,
  state: RegisterState,
  context: CommandContext,
): AttendanceEvent[] {
  ownClass(command.facts, context);
  if (state.status === 'NotTaken') throw new NotFoundError(m.notTaken);
  if (command.facts.closedTermIds.includes(state.termId))
    throw new ConflictError(termCloseMessages.registersClosed);
  const onRoll = command.facts.roll.find((s) => s.studentId === command.studentId);
  const current = state.marks[command.studentId];
  if (!current && !onRoll)
    throw new NotFoundError(m.notOnRegister, [{ field: 'studentId', message: m.notOnRegister }]);
  // The family's reason for an absence or a lateness stays with the mark unless the student turns out present.
  const keptReason = command.status === 'PRESENT' ? undefined : current?.reason;
  const entry = markOf({
    status: command.status,
    minutesLate: command.minutesLate,
    reason: keptReason,
  });
  if (same(current, entry)) return [];
  if (state.takenOn !== schoolDate(context.now)) {
    if (context.actorRole !== 'ADMIN') throw new ForbiddenError(m.lateCorrectionAdminOnly);
    if (!command.reason)
      throw new ValidationError(m.reasonRequired, [{ field: 'reason', message: m.reasonRequired }]);
  }
  const studentName = current?.studentName ?? onRoll?.name ?? '';
  return [
    corrected(state, command.studentId, studentName, entry, context, {
      reason: command.reason,
      actorName: command.facts.actorName ?? undefined,
    }),
  ];
}

export function decideAttendance(
  command: AttendanceCommand,
  state: RegisterState,
  context: CommandContext,
): AttendanceEvent[] {
  switch (command.type) {
    case 'RecordAttendance':
      return record(command, state, context);
    case 'CorrectAttendance':
      return correct(command, state, context);
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled attendance command ${JSON.stringify(unknown)}`);
    }
  }
}

export const attendanceDecider: Decider<RegisterState, AttendanceCommand, AttendanceEvent> = {
  initialState: initialRegisterState,
  decide: decideAttendance,
  evolve: evolveRegister,
};
