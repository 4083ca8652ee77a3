import type { Request } from 'express';
import {
  TeacherDetails,
  fieldErrorsFrom,
  importColumns,
  importMessages as m,
  teacherMessages,
  teacherStream,
  type TeacherEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { Users } from '../auth/users';
import { setupNames } from '../setup/reader';
import { executeCommand } from '../commands/execute';
import type { CommandRegistry } from '../commands/registry';
import { importDate } from './cells';
import { columnErrors, type Importer, type PreparedRow } from './plan';
import { keyOf, schoolEvents } from './records';

const headerOf = (field: string) => importColumns.teachers.find((c) => c.field === field)?.header;

/**
 * Teachers by RegisterTeacher itself, matched on email: a teacher of the school with the row's
 * email is already there; an email another account signs in with is the form's own refusal.
 * Subjects are checked by name against the school's set-up (assigning needs a class and a term).
 */
export function teacherImporter(
  store: EventStore,
  registry: CommandRegistry,
  users: Users,
): Importer {
  const register = registry.get('RegisterTeacher')!;
  const remove = registry.get('RemoveTeacher')!;
  return {
    // Each row registers a new teacher (one email once per file, below): rows share commits.
    rowsAtOnce: 8,
    records: ['TeacherRegistered'],
    async prepare(rows, context) {
      const schoolId = context.schoolId ?? '';
      const teachers = (await schoolEvents(store, schoolId, [
        'TeacherRegistered',
      ])) as unknown as Extract<TeacherEvent, { type: 'TeacherRegistered' }>[];
      const emails = new Map(teachers.map((e) => [keyOf(e.data.details.email), e.data.teacherId]));
      const subjects = new Set(
        [...(await setupNames(store, schoolId)).subjects.values()].map((s) => keyOf(s)),
      );
      const seen = new Set<string>();
      return Promise.all(
        rows.map(async ({ row, cells }): Promise<PreparedRow> => {
          const { subjects: subjectNames, ...typed } = cells;
          const details = { ...typed, birthday: importDate(typed.birthday) };
          const parsed = TeacherDetails.safeParse(details);
          const errors = columnErrors(
            parsed.success ? [] : fieldErrorsFrom(parsed.error.issues),
            headerOf,
          );
          const unknown = (subjectNames ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s && !subjects.has(keyOf(s)));
          if (unknown.length > 0)
            errors.push({ column: 'Subject(s)', message: m.subjectNotFound(unknown.join(', ')) });
          const label = cells.email || `${cells.firstName} ${cells.lastName}`;
          if (!parsed.success || errors.length > 0)
            return { plan: { row, action: 'create', errors, label } };
          const key = keyOf(parsed.data.email);
          const known = emails.get(key);
          if (known !== undefined || seen.has(key))
            return {
              plan: { row, action: 'skip', errors: [], label },
              ...(known && { existing: teacherStream(known) }),
            };
          seen.add(key);
          if (await users.identifierTaken(parsed.data.email, '')) {
            return {
              plan: {
                row,
                action: 'create',
                errors: [{ column: 'Email', message: teacherMessages.emailUnavailable }],
                label,
              },
            };
          }
          return {
            plan: { row, action: 'create', errors: [], label },
            async run(ctx) {
              const command = await register.parse(
                { body: details, files: [] } as unknown as Request,
                ctx,
              );
              return [(await executeCommand(store, register, command, ctx)).streamId];
            },
          };
        }),
      );
    },
    async undo(streamId, context) {
      await executeCommand(
        store,
        remove,
        { type: 'RemoveTeacher', teacherId: streamId.slice('teacher-'.length) },
        context,
      );
    },
  };
}
