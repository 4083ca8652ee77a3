import type { Request } from 'express';
import {
  EnrolStudentInput, fieldErrorsFrom, importColumns, importMessages as m, studentMessages,
  type ClassEvent, type CommandContext, type StudentEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import type { CommandRegistry } from '../commands/registry';
import { columnErrors, type Importer, type PreparedRow } from './plan';
import { keyOf, schoolEvents } from './records';

const headerOf = (field: string) => importColumns.students.find((c) => c.field === (field === 'classId' ? 'className' : field))?.header;

/** The school's open classes by name (another school's class is simply not there). */
async function openClasses(store: EventStore, schoolId: string): Promise<Map<string, string>> {
  const names = new Map<string, { name: string; open: boolean }>();
  const types = ['ClassCreated', 'ClassDetailsChanged', 'ClassDeleted', 'ClassArchived'];
  for (const e of (await schoolEvents(store, schoolId, types)) as unknown as (ClassEvent & { streamId: string })[]) {
    const d = e.data as { classId: string; name?: unknown };
    if (e.type === 'ClassCreated') names.set(e.data.classId, { name: e.data.name, open: true });
    const known = names.get(d.classId);
    if (!known) continue;
    if (e.type === 'ClassDetailsChanged') known.name = e.data.name?.after ?? known.name;
    if (e.type === 'ClassDeleted' || e.type === 'ClassArchived') known.open = false;
  }
  return new Map([...names].filter(([, c]) => c.open).map(([id, c]) => [keyOf(c.name), id]));
}

/** The school's enrolled (not withdrawn) students by name, date of birth and class. */
async function enrolledStudents(store: EventStore, schoolId: string): Promise<Set<string>> {
  const keys = new Map<string, string>();
  for (const e of (await schoolEvents(store, schoolId, ['StudentEnrolled', 'StudentMovedToClass', 'StudentWithdrawn'])) as unknown as StudentEvent[]) {
    if (e.type === 'StudentEnrolled') keys.set(e.data.studentId, keyOf(e.data.firstName, e.data.lastName, e.data.dob, e.data.classId));
    if (e.type === 'StudentMovedToClass') {
      const [first, last, dob] = (keys.get(e.data.studentId) ?? '').split('|');
      keys.set(e.data.studentId, keyOf(first, last, dob, e.data.toClassId));
    }
    if (e.type === 'StudentWithdrawn') keys.delete(e.data.studentId);
  }
  return new Set(keys.values());
}

/**
 * Students by EnrolStudent itself: each row is parsed with the enrolment form's schema and, when
 * imported, sent through the registered command (its class check, its registration number).
 */
export function studentImporter(store: EventStore, registry: CommandRegistry): Importer {
  const enrol = registry.get('EnrolStudent')!;
  const withdraw = registry.get('WithdrawStudent')!;
  return {
    async prepare(rows, context) {
      const schoolId = context.schoolId ?? '';
      const [classes, existing] = await Promise.all([openClasses(store, schoolId), enrolledStudents(store, schoolId)]);
      const seen = new Map<string, number>();
      return rows.map(({ row, cells }): PreparedRow => {
        const { className, ...details } = cells;
        const classId = classes.get(keyOf(className));
        const body = { ...details, classId: classId ?? '' };
        const parsed = EnrolStudentInput.safeParse(body);
        const fieldErrors = parsed.success ? [] : fieldErrorsFrom(parsed.error.issues).filter((e) => e.field !== 'classId');
        const errors = columnErrors(fieldErrors, headerOf);
        if (!classId) errors.push({ column: 'Class', message: className ? m.classNotFound : studentMessages.classId });
        const label = `${cells.firstName} ${cells.lastName}`.trim();
        if (!parsed.success || errors.length > 0) return { plan: { row, action: 'create', errors, label } };
        const key = keyOf(parsed.data.firstName, parsed.data.lastName, parsed.data.dob, classId);
        const earlier = seen.get(key);
        if (existing.has(key) || earlier !== undefined) return { plan: { row, action: 'skip', errors: [], label } };
        seen.set(key, row);
        return {
          plan: { row, action: 'create', errors: [], label },
          async run(ctx: CommandContext) {
            const command = await enrol.parse({ body } as Request, ctx);
            return [(await executeCommand(store, enrol, command, ctx)).streamId];
          },
        };
      });
    },
    async undo(streamId, context) {
      const studentId = streamId.slice('student-'.length);
      await executeCommand(store, withdraw, { type: 'WithdrawStudent', studentId, reason: 'Import undone' }, context);
    },
  };
}
