import {
  ABSENCE_REPORT_DAYS_AHEAD,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  attendanceMessages as m,
  isWeekday,
  schoolDate,
  studentMessages,
  termOfDay,
  type AbsenceCommand,
  type AbsenceFacts,
  type AbsenceReportEvent,
  type CommandContext,
} from '@chikoro/contracts';
import type { Decider } from '../commands/decider';
import { isParentOf } from '../scope';

/** The absences reported for one student, by day: the latest reason stands until the report is taken back. */
export interface AbsenceReportsState {
  byDate: Record<string, { reason: string; parentId: string }>;
}
export const initialAbsenceReportsState: AbsenceReportsState = { byDate: {} };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveAbsenceReports(
  state: AbsenceReportsState,
  event: { type: string; data: unknown },
): AbsenceReportsState {
  const e = event as AbsenceReportEvent;
  if (e.type === 'AbsenceReported')
    return {
      byDate: {
        ...state.byDate,
        [e.data.date]: { reason: e.data.reason, parentId: e.data.parentId },
      },
    };
  if (e.type === 'AbsenceReportWithdrawn') {
    const { [e.data.date]: _gone, ...rest } = state.byDate;
    return { byDate: rest };
  }
  return state;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Only a parent of the student, at the student's school; anyone else's family learns nothing of the student (404). */
function familyOf(facts: AbsenceFacts, studentId: string, context: CommandContext) {
  if (context.actorRole !== 'PARENT') throw new ForbiddenError(m.absenceOnlyParent);
  const { student, parent } = facts;
  const notFound = new NotFoundError(m.absenceStudentNotFound, [
    { field: 'studentId', message: m.absenceStudentNotFound },
  ]);
  if (!student || student.studentId !== studentId || !isParentOf(parent, studentId)) throw notFound;
  // A graduate's family keeps reading the past, and sends nothing more about them.
  if (student.status === 'Graduated') throw new ForbiddenError(studentMessages.graduatedChild);
  return { student, parent };
}

/** Today or a school day to come, within the reporting window and a term of the school's current year. */
function reportableDay(date: string, facts: AbsenceFacts, context: CommandContext): void {
  const refuse = (message: string) => new ConflictError(message, [{ field: 'date', message }]);
  const today = schoolDate(context.now);
  if (date < today) throw refuse(m.absencePast);
  if (daysBetween(today, date) > ABSENCE_REPORT_DAYS_AHEAD)
    throw refuse(m.absenceTooFarAhead(ABSENCE_REPORT_DAYS_AHEAD));
  if (!isWeekday(date)) throw refuse(m.absenceWeekend);
  if (!termOfDay(facts.terms, date)) throw refuse(m.notInTerm);
}

export function decideAbsenceReports(
  command: AbsenceCommand,
  state: AbsenceReportsState,
  context: CommandContext,
): AbsenceReportEvent[] {
  const { student, parent } = familyOf(command.facts, command.studentId, context);
  const who = {
    schoolId: student.schoolId,
    studentId: student.studentId,
    studentName: student.name,
    classId: student.classId,
  };
  const parentName = parent.name ?? 'A parent';
  const reported = state.byDate[command.date];
  switch (command.type) {
    case 'ReportAbsence': {
      if (student.status !== 'Active')
        throw new NotFoundError(m.absenceStudentNotFound, [
          { field: 'studentId', message: m.absenceStudentNotFound },
        ]);
      reportableDay(command.date, command.facts, context);
      if (reported?.reason === command.reason) return [];
      return [
        {
          type: 'AbsenceReported',
          data: {
            ...who,
            ...(student.className ? { className: student.className } : {}),
            date: command.date,
            reason: command.reason,
            parentId: parent.parentId,
            parentName,
            reportedAt: context.now,
          },
        },
      ];
    }
    case 'WithdrawAbsenceReport': {
      if (!reported)
        throw new NotFoundError(m.absenceNotReported, [
          { field: 'date', message: m.absenceNotReported },
        ]);
      if (command.date < schoolDate(context.now))
        throw new ConflictError(m.absenceWithdrawPast, [
          { field: 'date', message: m.absenceWithdrawPast },
        ]);
      return [
        {
          type: 'AbsenceReportWithdrawn',
          data: {
            ...who,
            date: command.date,
            parentId: parent.parentId,
            parentName,
            withdrawnAt: context.now,
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unhandled absence command ${JSON.stringify(unknown)}`);
    }
  }
}

export const absenceReportsDecider: Decider<
  AbsenceReportsState,
  AbsenceCommand,
  AbsenceReportEvent
> = {
  initialState: initialAbsenceReportsState,
  decide: decideAbsenceReports,
  evolve: evolveAbsenceReports,
};
