import {
  ConflictError,
  promotionMessages as m,
  type ChangeStudentStatus,
  type CommandContext,
  type MoveStudentToClass,
  type PromotionRow,
  type StudentCommand,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore, type RecordedEvent } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import { fold } from '../commands/decider';
import { studentDecider } from '../students/decide';
import { placementOf } from '../students/placement';
import { studentStream } from '../students/student';

const student = {
  streamId: (c: StudentCommand) => studentStream(c.studentId),
  decider: studentDecider,
};

/** The class a line moves the student to, if any: a promotion's, or a repeater's other class. */
const movesTo = (row: PromotionRow): string | undefined =>
  (row.outcome === 'promote' || row.outcome === 'repeat') && row.toClassId !== row.fromClassId
    ? row.toClassId
    : undefined;

const statusOf = { graduate: 'Graduated', leave: 'Inactive' } as const;

/** Each line still true: the student is active and in the class the plan found them in. */
export async function checkStillPlanned(store: EventStore, rows: readonly PromotionRow[]) {
  const changed: string[] = [];
  for (const row of rows) {
    const state = fold(
      studentDecider,
      (await store.readStream(studentStream(row.studentId))).map(decodeEvent),
    );
    if (state.status !== 'Active' || state.classId !== row.fromClassId)
      changed.push(row.studentName);
  }
  if (changed.length > 0) throw new ConflictError(m.changedSince(changed));
}

/**
 * Each student's own dated event, carrying the batch id: a promotion or a repeater's change of
 * class is the students module's move (every read model of classes follows it), graduating and
 * leaving its status change (the sign-in stays, the history stays readable).
 */
export async function applyRows(
  store: EventStore,
  schoolId: string,
  rows: readonly PromotionRow[],
  context: CommandContext,
  begun: number,
): Promise<void> {
  const targets = new Set(rows.map(movesTo).filter((c): c is string => c !== undefined));
  const placements = new Map(
    await Promise.all(
      [...targets].map(async (c) => [c, await placementOf(store, schoolId, c)] as const),
    ),
  );
  for (const row of rows) {
    if (await written(store, row.studentId, context.batchId!, begun)) continue;
    const to = movesTo(row);
    if (to) await move(store, row.studentId, placements.get(to)!, context);
    else if (row.outcome === 'graduate' || row.outcome === 'leave')
      await status(store, row.studentId, statusOf[row.outcome], context);
  }
}

/** Each student back in the class and status of before, by new events carrying the batch id. */
export async function reverseRows(
  store: EventStore,
  schoolId: string,
  rows: readonly PromotionRow[],
  context: CommandContext,
  begun: number,
): Promise<void> {
  for (const row of rows) {
    if (await written(store, row.studentId, context.batchId!, begun)) continue;
    if (movesTo(row))
      await move(
        store,
        row.studentId,
        await placementOf(store, schoolId, row.fromClassId),
        context,
      );
    else if (row.outcome === 'graduate' || row.outcome === 'leave')
      await status(store, row.studentId, 'Active', context);
  }
}

/** The student's event of this step is in the log already: a run taken up again skips them. */
async function written(store: EventStore, studentId: string, batchId: string, begun: number) {
  const history = await store.readStream(studentStream(studentId));
  return history.some((e) => e.position > begun && e.metadata.batchId === batchId);
}

async function move(
  store: EventStore,
  studentId: string,
  placement: MoveStudentToClass['placement'],
  context: CommandContext,
) {
  const command: MoveStudentToClass = { type: 'MoveStudentToClass', studentId, placement };
  await executeCommand(store, student, command, context);
}

async function status(
  store: EventStore,
  studentId: string,
  to: ChangeStudentStatus['status'],
  context: CommandContext,
) {
  const command: ChangeStudentStatus = { type: 'ChangeStudentStatus', studentId, status: to };
  await executeCommand(store, student, command, context);
}

const PAGE = 5000;
const touching = ['AttendanceRecorded', 'AttendanceCorrected', 'MarkRecorded', 'MarkCorrected'];

/** The school's registers and marks after a position that name any of these students. */
export async function touchedSince(
  store: EventStore,
  schoolId: string,
  after: number,
  rows: readonly PromotionRow[],
): Promise<string[]> {
  const names = new Map(rows.map((r) => [r.studentId, r.studentName]));
  const touched = new Set<string>();
  for (let from = after; ;) {
    const page: RecordedEvent[] = await store.readAll({
      after: from,
      limit: PAGE,
      types: touching,
    });
    for (const e of page) {
      if (e.metadata.schoolId !== schoolId) continue;
      const d = e.data as { studentId?: string; entries?: { studentId: string }[] };
      for (const id of d.entries ? d.entries.map((x) => x.studentId) : [d.studentId])
        if (id && names.has(id)) touched.add(names.get(id)!);
    }
    if (page.length < PAGE) return [...touched];
    from = page.at(-1)!.position;
  }
}

/** Students whose stream has an event after the batch's that the batch did not write. */
export async function changedSince(
  store: EventStore,
  after: number,
  batchId: string,
  rows: readonly PromotionRow[],
): Promise<string[]> {
  const changed: string[] = [];
  for (const row of rows) {
    const history = await store.readStream(studentStream(row.studentId));
    if (history.some((e) => e.position > after && e.metadata.batchId !== batchId))
      changed.push(row.studentName);
  }
  return changed;
}
