import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type pg from 'pg';
import {
  EnrolStudentInput,
  InviteParentInput,
  fieldErrorsFrom,
  studentStream,
  importColumns,
  importMessages as m,
  studentMessages,
  type ClassEvent,
  type ParentEvent,
  type ClassPlacement,
  type CommandContext,
  type EnrolStudent,
  type StudentEvent,
} from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import { executeCommand } from '../commands/execute';
import type { CommandRegistry } from '../commands/registry';
import { parentIdFor } from '../parents/parent';
import { placementOf, schoolNameOf } from '../students/placement';
import { RegistrationNumbers } from '../students/registrationNumbers';
import { importDate, importGender } from './cells';
import { columnErrors, type Importer, type PreparedRow } from './plan';
import { keyOf, schoolEvents } from './records';

const headerOf = (field: string) =>
  importColumns.students.find((c) => c.field === (field === 'classId' ? 'className' : field))
    ?.header;

/** The school's open classes by name (another school's class is simply not there). */
async function openClasses(store: EventStore, schoolId: string): Promise<Map<string, string>> {
  const names = new Map<string, { name: string; open: boolean }>();
  const types = ['ClassCreated', 'ClassDetailsChanged', 'ClassDeleted', 'ClassArchived'];
  for (const e of (await schoolEvents(store, schoolId, types)) as unknown as (ClassEvent & {
    streamId: string;
  })[]) {
    const d = e.data as { classId: string; name?: unknown };
    if (e.type === 'ClassCreated') names.set(e.data.classId, { name: e.data.name, open: true });
    const known = names.get(d.classId);
    if (!known) continue;
    if (e.type === 'ClassDetailsChanged') known.name = e.data.name?.after ?? known.name;
    if (e.type === 'ClassDeleted' || e.type === 'ClassArchived') known.open = false;
  }
  return new Map([...names].filter(([, c]) => c.open).map(([id, c]) => [keyOf(c.name), id]));
}

/** The school's enrolled (not withdrawn) students' ids by name, date of birth and class. */
async function enrolledStudents(store: EventStore, schoolId: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const e of (await schoolEvents(store, schoolId, [
    'StudentEnrolled',
    'StudentMovedToClass',
    'StudentWithdrawn',
  ])) as unknown as StudentEvent[]) {
    if (e.type === 'StudentEnrolled')
      keys.set(
        e.data.studentId,
        keyOf(e.data.firstName, e.data.lastName, e.data.dob, e.data.classId),
      );
    if (e.type === 'StudentMovedToClass') {
      const [first, last, dob] = (keys.get(e.data.studentId) ?? '').split('|');
      keys.set(e.data.studentId, keyOf(first, last, dob, e.data.toClassId));
    }
    if (e.type === 'StudentWithdrawn') keys.delete(e.data.studentId);
  }
  return new Map([...keys].map(([id, key]) => [key, id]));
}

/** The school's parents, by id, from their invitations. */
async function invitedParents(store: EventStore, schoolId: string): Promise<Set<string>> {
  return new Set(
    ((await schoolEvents(store, schoolId, ['ParentInvited'])) as unknown as ParentEvent[]).map(
      (e) => e.data.parentId,
    ),
  );
}

/**
 * The parent a row names by phone, with the name and email the file gives: invited by the row
 * before its enrolment when the school does not know them yet (the enrolment's reactor then finds
 * and links them), once per file. A name needs the phone, which an invitation goes to.
 */
function parentOfRow(cells: Record<string, string>, phone: string | undefined) {
  const body = {
    phoneNumber: phone ?? '',
    firstName: cells.parentFirstName,
    lastName: cells.parentLastName,
    email: cells.parentEmail,
  };
  if (!cells.parentFirstName && !cells.parentLastName) return { body: undefined, errors: [] };
  if (!phone)
    return {
      body: undefined,
      errors: [{ column: 'Parent Phone', message: m.parentNameNeedsPhone }],
    };
  const parsed = InviteParentInput.safeParse(body);
  const columnOf: Record<string, string> = {
    firstName: 'Parent First Name',
    lastName: 'Parent Last Name',
    email: 'Parent Email',
    phoneNumber: 'Parent Phone',
  };
  return {
    body,
    errors: parsed.success
      ? []
      : fieldErrorsFrom(parsed.error.issues).map((e) => ({
          column: columnOf[e.field] ?? e.field,
          message: e.message,
        })),
  };
}

/**
 * Students by EnrolStudent itself: each row is parsed with the enrolment form's schema and, when
 * imported, sent through the registered command. What its parse does for one enrolment (the
 * class's placement, the school's name for the number's code, the number) is done here for the
 * file: each class and the name read once, the numbers taken in the file's order. Dates and
 * genders are read as spreadsheets hold them (cells.ts) before the form's schema checks them.
 */
export function studentImporter(
  store: EventStore,
  pool: pg.Pool,
  registry: CommandRegistry,
): Importer {
  const enrol = registry.get('EnrolStudent')!;
  const numbers = new RegistrationNumbers(pool);
  const withdraw = registry.get('WithdrawStudent')!;
  const invite = registry.get('InviteParent')!;
  return {
    // Each row enrols a new student (the file's duplicates are skipped below): rows share commits.
    rowsAtOnce: 32,
    records: ['StudentEnrolled'],
    async prepare(rows, context) {
      const schoolId = context.schoolId ?? '';
      const [classes, existing, parents] = await Promise.all([
        openClasses(store, schoolId),
        enrolledStudents(store, schoolId),
        invitedParents(store, schoolId),
      ]);
      const seen = new Map<string, number>();
      const placements = new Map<string, Promise<ClassPlacement>>();
      // The numbers of every row to enrol, taken at once when the first row runs: the rows' in the
      // file's order. A row refused at the last moment leaves its number unused, as a refused enrolment does.
      let enrolling = 0;
      let taken: Promise<string[]> | undefined;
      return rows.map(({ row, cells }): PreparedRow => {
        const { className, parentFirstName: _first, parentLastName: _last, ...details } = cells;
        const classId = classes.get(keyOf(className));
        const body = {
          ...details,
          dob: importDate(details.dob),
          gender: importGender(details.gender),
          classId: classId ?? '',
        };
        const parsed = EnrolStudentInput.safeParse(body);
        const fieldErrors = parsed.success
          ? []
          : fieldErrorsFrom(parsed.error.issues).filter((e) => e.field !== 'classId');
        const errors = columnErrors(fieldErrors, headerOf);
        if (!classId)
          errors.push({
            column: 'Class',
            message: className ? m.classNotFound : studentMessages.classId,
          });
        const parent = parentOfRow(
          cells,
          parsed.success ? parsed.data.parentPhone : details.parentPhone || undefined,
        );
        errors.push(
          ...parent.errors.filter((e) => !errors.some((known) => known.column === e.column)),
        );
        const label = `${cells.firstName} ${cells.lastName}`.trim();
        if (!parsed.success || errors.length > 0)
          return { plan: { row, action: 'create', errors, label } };
        const key = keyOf(parsed.data.firstName, parsed.data.lastName, parsed.data.dob, classId);
        const earlier = seen.get(key);
        const known = existing.get(key);
        if (known !== undefined || earlier !== undefined)
          return {
            plan: { row, action: 'skip', errors: [], label },
            ...(known && { existing: studentStream(known) }),
          };
        seen.set(key, row);
        const classOfRow = parsed.data.classId;
        const ordinal = enrolling++;
        const parentId =
          parent.body && parsed.data.parentPhone
            ? parentIdFor(schoolId, parsed.data.parentPhone)
            : undefined;
        const invitesParent = parentId !== undefined && !parents.has(parentId);
        if (parentId) parents.add(parentId);
        return {
          plan: { row, action: 'create', errors: [], label },
          async run(ctx: CommandContext) {
            const { classId: _, ...enrolled } = parsed.data;
            if (invitesParent)
              await executeCommand(
                store,
                invite,
                await invite.parse({ body: parent.body } as Request, ctx),
                ctx,
              );
            let placement = placements.get(classOfRow);
            if (!placement)
              placements.set(classOfRow, (placement = placementOf(store, schoolId, classOfRow)));
            taken ??= schoolNameOf(store, schoolId).then((name) =>
              numbers.nextMany(schoolId, name, ctx.now, enrolling),
            );
            const where = await placement;
            const command: EnrolStudent = {
              type: 'EnrolStudent',
              studentId: randomUUID(),
              schoolId,
              registrationNumber: (await taken)[ordinal]!,
              placement: where,
              ...enrolled,
            };
            return [(await executeCommand(store, enrol, command, ctx)).streamId];
          },
        };
      });
    },
    async undo(streamId, context) {
      const studentId = streamId.slice('student-'.length);
      await executeCommand(
        store,
        withdraw,
        { type: 'WithdrawStudent', studentId, reason: 'Import undone' },
        context,
      );
    },
  };
}
