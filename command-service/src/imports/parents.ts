import type { Request } from 'express';
import {
  InviteParentInput,
  fieldErrorsFrom,
  importColumns,
  importMessages as m,
  parentStream,
  type CommandContext,
  type ParentEvent,
  type StudentEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import type { CommandRegistry } from '../commands/registry';
import { parentIdFor } from '../parents/parent';
import { columnErrors, type Importer, type PreparedRow } from './plan';
import { keyOf, schoolEvents } from './records';

const headerOf = (field: string) => importColumns.parents.find((c) => c.field === field)?.header;

interface KnownParent {
  parentId: string;
  removed: boolean;
  children: Set<string>;
}

/** The school's parents (by id and by email) with their linked children, from the log. */
async function schoolParents(store: EventStore, schoolId: string) {
  const byId = new Map<string, KnownParent>();
  const byEmail = new Map<string, KnownParent>();
  const types = [
    'ParentInvited',
    'ParentLinkedToStudent',
    'ParentUnlinkedFromStudent',
    'ParentRemoved',
  ];
  for (const e of (await schoolEvents(store, schoolId, types)) as unknown as ParentEvent[]) {
    const known = byId.get(e.data.parentId) ?? {
      parentId: e.data.parentId,
      removed: false,
      children: new Set<string>(),
    };
    byId.set(known.parentId, known);
    if (e.type === 'ParentInvited' && e.data.email) byEmail.set(keyOf(e.data.email), known);
    if (e.type === 'ParentLinkedToStudent') known.children.add(e.data.studentId);
    if (e.type === 'ParentUnlinkedFromStudent') known.children.delete(e.data.studentId);
    if (e.type === 'ParentRemoved') known.removed = true;
  }
  return { byId, byEmail };
}

/**
 * Parents by InviteParent, then LinkParentToStudent for each registration number, matched on phone
 * (the parent's id comes from it) or email. A parent already there is updated with the children
 * the row names that are not linked yet, and left as is otherwise. The address has no place on an
 * invitation: the parent gives it on registering.
 */
export function parentImporter(store: EventStore, registry: CommandRegistry): Importer {
  const invite = registry.get('InviteParent')!;
  const link = registry.get('LinkParentToStudent')!;
  const unlink = registry.get('UnlinkParentFromStudent')!;
  const remove = registry.get('RemoveParent')!;
  const linkAll = async (parentId: string, studentIds: string[], ctx: CommandContext) => {
    for (const studentId of studentIds)
      await executeCommand(
        store,
        link,
        await link.parse({ body: { parentId, studentId } } as Request, ctx),
        ctx,
      );
  };
  return {
    records: ['ParentInvited', 'ParentLinkedToStudent'],
    async prepare(rows, context) {
      const schoolId = context.schoolId ?? '';
      const students = new Map<string, string>();
      for (const e of (await schoolEvents(store, schoolId, [
        'StudentEnrolled',
        'StudentWithdrawn',
      ])) as unknown as StudentEvent[]) {
        if (e.type === 'StudentEnrolled')
          students.set(keyOf(e.data.registrationNumber), e.data.studentId);
        if (e.type === 'StudentWithdrawn')
          for (const [k, id] of students) if (id === e.data.studentId) students.delete(k);
      }
      const parents = await schoolParents(store, schoolId);
      const seen = new Set<string>();
      return rows.map(({ row, cells }): PreparedRow => {
        const body = {
          phoneNumber: cells.phoneNumber,
          firstName: cells.firstName,
          lastName: cells.lastName,
          email: cells.email,
        };
        const parsed = InviteParentInput.safeParse(body);
        const errors = columnErrors(
          parsed.success ? [] : fieldErrorsFrom(parsed.error.issues),
          headerOf,
        );
        const numbers = (cells.registrationNumbers ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const missing = numbers.filter((n) => !students.has(keyOf(n)));
        if (missing.length > 0)
          errors.push({
            column: 'Student registration numbers',
            message: m.studentNotFound(missing.join(', ')),
          });
        const label = cells.phoneNumber || cells.email || '';
        if (!parsed.success || errors.length > 0)
          return { plan: { row, action: 'create', errors, label } };
        const parentId = parentIdFor(schoolId, parsed.data.phoneNumber);
        const keys = [parentId, parsed.data.email]
          .filter((k): k is string => !!k)
          .map((k) => keyOf(k));
        const children = [...new Set(numbers.map((n) => students.get(keyOf(n))!))];
        if (keys.some((k) => seen.has(k)))
          return { plan: { row, action: 'skip', errors: [], label } };
        for (const k of keys) seen.add(k);
        const known =
          parents.byId.get(parentId) ??
          (parsed.data.email ? parents.byEmail.get(keyOf(parsed.data.email)) : undefined);
        if (known) {
          const added = known.removed ? [] : children.filter((id) => !known.children.has(id));
          if (added.length === 0)
            return {
              plan: { row, action: 'skip', errors: [], label },
              existing: parentStream(known.parentId),
            };
          return {
            plan: { row, action: 'update', errors: [], label },
            async run(ctx) {
              await linkAll(known.parentId, added, ctx);
              return [parentStream(known.parentId)];
            },
          };
        }
        return {
          plan: { row, action: 'create', errors: [], label },
          async run(ctx) {
            const invited = await executeCommand(
              store,
              invite,
              await invite.parse({ body } as Request, ctx),
              ctx,
            );
            await linkAll(parentId, children, ctx);
            return [invited.streamId];
          },
        };
      });
    },
    async undo(streamId, context) {
      const parentId = streamId.slice('parent-'.length);
      const history = await store.readStream(streamId);
      if (history[0]?.metadata.batchId === context.batchId) {
        await executeCommand(store, remove, { type: 'RemoveParent', parentId }, context);
        return;
      }
      // A parent who was there before the batch keeps everything but the children it linked.
      for (const e of history) {
        if (e.type !== 'ParentLinkedToStudent' || e.metadata.batchId !== context.batchId) continue;
        const studentId = (e.data as { studentId: string }).studentId;
        await executeCommand(
          store,
          unlink,
          await unlink.parse({ body: { parentId, studentId } } as Request, context),
          context,
        );
      }
    },
  };
}
