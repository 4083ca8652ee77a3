import type { Request } from 'express';
import { InviteParentInput, fieldErrorsFrom, importColumns, importMessages as m, type ParentEvent, type StudentEvent } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import type { CommandRegistry } from '../commands/registry';
import { parentIdFor } from '../parents/parent';
import { columnErrors, type Importer, type PreparedRow } from './plan';
import { keyOf, schoolEvents } from './records';

const headerOf = (field: string) => importColumns.parents.find((c) => c.field === field)?.header;

/**
 * Parents by InviteParent, then LinkParentToStudent for each registration number, matched on phone
 * (the parent's id comes from it) or email. The address has no place on an invitation: the parent
 * gives it on registering.
 */
export function parentImporter(store: EventStore, registry: CommandRegistry): Importer {
  const invite = registry.get('InviteParent')!;
  const link = registry.get('LinkParentToStudent')!;
  const remove = registry.get('RemoveParent')!;
  return {
    async prepare(rows, context) {
      const schoolId = context.schoolId ?? '';
      const students = new Map<string, string>();
      for (const e of (await schoolEvents(store, schoolId, ['StudentEnrolled', 'StudentWithdrawn'])) as unknown as StudentEvent[]) {
        if (e.type === 'StudentEnrolled') students.set(keyOf(e.data.registrationNumber), e.data.studentId);
        if (e.type === 'StudentWithdrawn') for (const [k, id] of students) if (id === e.data.studentId) students.delete(k);
      }
      const parents = new Set<string>();
      for (const e of (await schoolEvents(store, schoolId, ['ParentInvited', 'ParentRemoved'])) as unknown as ParentEvent[]) {
        if (e.type === 'ParentInvited') for (const k of [e.data.parentId, e.data.email]) if (k) parents.add(keyOf(k));
      }
      const seen = new Set<string>();
      return rows.map(({ row, cells }): PreparedRow => {
        const body = { phoneNumber: cells.phoneNumber, firstName: cells.firstName, lastName: cells.lastName, email: cells.email };
        const parsed = InviteParentInput.safeParse(body);
        const errors = columnErrors(parsed.success ? [] : fieldErrorsFrom(parsed.error.issues), headerOf);
        const numbers = (cells.registrationNumbers ?? '').split(',').map((s) => s.trim()).filter(Boolean);
        const missing = numbers.filter((n) => !students.has(keyOf(n)));
        if (missing.length > 0) errors.push({ column: 'Student registration numbers', message: m.studentNotFound(missing.join(', ')) });
        const label = cells.phoneNumber || cells.email || '';
        if (!parsed.success || errors.length > 0) return { plan: { row, action: 'create', errors, label } };
        const parentId = parentIdFor(schoolId, parsed.data.phoneNumber);
        const keys = [parentId, parsed.data.email].filter((k): k is string => !!k).map((k) => keyOf(k));
        if (keys.some((k) => parents.has(k) || seen.has(k))) return { plan: { row, action: 'skip', errors: [], label } };
        for (const k of keys) seen.add(k);
        return {
          plan: { row, action: 'create', errors: [], label },
          async run(ctx) {
            const invited = await executeCommand(store, invite, await invite.parse({ body } as Request, ctx), ctx);
            for (const n of numbers) {
              const command = await link.parse({ body: { parentId, studentId: students.get(keyOf(n)) } } as Request, ctx);
              await executeCommand(store, link, command, ctx);
            }
            return [invited.streamId];
          },
        };
      });
    },
    async undo(streamId, context) {
      await executeCommand(store, remove, { type: 'RemoveParent', parentId: streamId.slice('parent-'.length) }, context);
    },
  };
}
