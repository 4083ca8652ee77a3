import {
  statisticsModel,
  type EnquiryRaised,
  type EnquiryReopened,
  type EnquiryResolved,
  type ParentRegistered,
  type SchoolEvent,
  type SuperadminRegistered,
} from '@chikoro/contracts';
import type { BatchRows } from '../runner/batch';
import { defineProjection, type ProjectionContext } from '../runner/projection';

type StatisticsEvent =
  | SchoolEvent
  | EnquiryRaised
  | EnquiryResolved
  | EnquiryReopened
  | SuperadminRegistered
  | ParentRegistered;
type Context = ProjectionContext<(typeof statisticsModel.tables)[number]>;

const month = (iso: string) => iso.slice(0, 7);
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The facts a correction may change, and their column. */
const correctable: Record<string, string> = {
  province: 'province',
  ownershipType: 'ownership_type',
  numberOfStudents: 'students',
  numberOfTeachers: 'teachers',
};

/** Per-month counters add one per event: the runner's checkpoint, committed with them, applies each event exactly once. */
const bump = ({ db, tables }: Context, at: string, column: 'submitted' | 'approved' | 'rejected') =>
  db.query(
    `INSERT INTO ${tables.statistics_months} (id, ${column}) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET ${column} = ${tables.statistics_months}.${column} + 1`,
    [month(at)],
  );
const account = ({ db, tables }: Context, id: string, role: string) =>
  db.query(
    `INSERT INTO ${tables.statistics_accounts} (id, role) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`,
    [id, role],
  );
const enquiryStatus = ({ db, tables }: Context, id: string, status: 'OPEN' | 'RESOLVED') =>
  db.query(`UPDATE ${tables.statistics_enquiries} SET status = $2 WHERE id = $1`, [id, status]);

type Rows = BatchRows<(typeof statisticsModel.tables)[number]>;
type Counter = 'submitted' | 'approved' | 'rejected';

/** In a batch: the month's counter one up, the month's row made when it is the first. */
const bumpRow = (rows: Rows, at: string, column: Counter) => {
  const row = rows.get('statistics_months', month(at)) ?? {
    id: month(at),
    submitted: 0,
    approved: 0,
    rejected: 0,
  };
  rows.put('statistics_months', { ...row, [column]: Number(row[column]) + 1 });
};
const setRow = (
  rows: Rows,
  table: 'statistics_schools' | 'statistics_enquiries',
  id: string,
  values: Record<string, unknown>,
) => {
  const row = rows.get(table, id);
  if (row) rows.put(table, { ...row, ...values });
};
const schoolAndMonth = (schoolId: string, at: string) => ({
  statistics_schools: [schoolId],
  statistics_months: [month(at)],
});

/**
 * The platform's figures, from the whole history: each school and enquiry with what the figures
 * need of it, each account the log made, and per month the requests submitted and decided. The
 * query service adds them up; `npm run replay -- rebuild statistics` rebuilds them from position 0.
 */
export const statistics = defineProjection<StatisticsEvent>()({
  readModel: statisticsModel,
  version: 1,
  tables: {
    statistics_schools: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        status text NOT NULL,
        province text NOT NULL,
        ownership_type text NOT NULL,
        students int NOT NULL,
        teachers int NOT NULL
      );`,
    statistics_enquiries: (t) => `CREATE TABLE ${t} (id uuid PRIMARY KEY, status text NOT NULL);`,
    statistics_accounts: (t) => `CREATE TABLE ${t} (id uuid PRIMARY KEY, role text NOT NULL);`,
    statistics_months: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY,
        submitted int NOT NULL DEFAULT 0,
        approved int NOT NULL DEFAULT 0,
        rejected int NOT NULL DEFAULT 0
      );`,
  },
  handlers: {
    async SchoolEnrolmentSubmitted(event, context) {
      const d = event.data.details;
      await context.db.query(
        `INSERT INTO ${context.tables.statistics_schools} (id, status, province, ownership_type, students, teachers) VALUES ($1, 'PENDING', $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [
          event.data.schoolId,
          d.province,
          d.ownershipType,
          count(d.numberOfStudents),
          count(d.numberOfTeachers),
        ],
      );
      await bump(context, event.data.submittedAt, 'submitted');
    },
    async SchoolApproved(event, context) {
      await context.db.query(
        `UPDATE ${context.tables.statistics_schools} SET status = 'APPROVED' WHERE id = $1`,
        [event.data.schoolId],
      );
      await account(context, event.data.admin.userId, 'ADMIN');
      await bump(context, event.data.approvedAt, 'approved');
    },
    async SchoolRejected(event, context) {
      await context.db.query(
        `UPDATE ${context.tables.statistics_schools} SET status = 'REJECTED' WHERE id = $1`,
        [event.data.schoolId],
      );
      await bump(context, event.data.rejectedAt, 'rejected');
    },
    async SchoolDetailsCorrected(event, { db, tables }) {
      for (const change of event.data.changes) {
        const column = correctable[change.field];
        if (!column) continue;
        const value =
          column === 'students' || column === 'teachers'
            ? count(change.after)
            : String(change.after ?? '');
        await db.query(`UPDATE ${tables.statistics_schools} SET ${column} = $2 WHERE id = $1`, [
          event.data.schoolId,
          value,
        ]);
      }
    },
    async EnquiryRaised(event, { db, tables }) {
      await db.query(
        `INSERT INTO ${tables.statistics_enquiries} (id, status) VALUES ($1, 'OPEN') ON CONFLICT (id) DO NOTHING`,
        [event.data.enquiryId],
      );
    },
    EnquiryResolved: (event, context) =>
      enquiryStatus(context, event.data.enquiryId, 'RESOLVED').then(() => undefined),
    EnquiryReopened: (event, context) =>
      enquiryStatus(context, event.data.enquiryId, 'OPEN').then(() => undefined),
    SuperadminRegistered: (event, context) =>
      account(context, event.data.userId, 'SUPERADMIN').then(() => undefined),
    ParentRegistered: (event, context) =>
      account(context, event.data.parentId, 'PARENT').then(() => undefined),
  },
  // The counters add up in memory over the batch; the checkpoint, committed with them, applies each event once.
  batch: {
    steps: {
      SchoolEnrolmentSubmitted: {
        rows: (e) => schoolAndMonth(e.data.schoolId, e.data.submittedAt),
        apply({ data: { schoolId, details: d, submittedAt } }, rows) {
          if (!rows.get('statistics_schools', schoolId)) {
            rows.put('statistics_schools', {
              id: schoolId,
              status: 'PENDING',
              province: d.province,
              ownership_type: d.ownershipType,
              students: count(d.numberOfStudents),
              teachers: count(d.numberOfTeachers),
            });
          }
          bumpRow(rows, submittedAt, 'submitted');
        },
      },
      SchoolApproved: {
        rows: (e) => schoolAndMonth(e.data.schoolId, e.data.approvedAt),
        apply({ data }, rows) {
          setRow(rows, 'statistics_schools', data.schoolId, { status: 'APPROVED' });
          rows.insertOnce('statistics_accounts', { id: data.admin.userId, role: 'ADMIN' });
          bumpRow(rows, data.approvedAt, 'approved');
        },
      },
      SchoolRejected: {
        rows: (e) => schoolAndMonth(e.data.schoolId, e.data.rejectedAt),
        apply({ data }, rows) {
          setRow(rows, 'statistics_schools', data.schoolId, { status: 'REJECTED' });
          bumpRow(rows, data.rejectedAt, 'rejected');
        },
      },
      SchoolDetailsCorrected: {
        rows: (e) => ({ statistics_schools: [e.data.schoolId] }),
        apply({ data }, rows) {
          for (const change of data.changes) {
            const column = correctable[change.field];
            if (!column) continue;
            setRow(rows, 'statistics_schools', data.schoolId, {
              [column]:
                column === 'students' || column === 'teachers'
                  ? count(change.after)
                  : String(change.after ?? ''),
            });
          }
        },
      },
      EnquiryRaised: {
        rows: (e) => ({ statistics_enquiries: [e.data.enquiryId] }),
        apply({ data }, rows) {
          if (!rows.get('statistics_enquiries', data.enquiryId))
            rows.put('statistics_enquiries', { id: data.enquiryId, status: 'OPEN' });
        },
      },
      EnquiryResolved: {
        rows: (e) => ({ statistics_enquiries: [e.data.enquiryId] }),
        apply: (e, rows) =>
          setRow(rows, 'statistics_enquiries', e.data.enquiryId, { status: 'RESOLVED' }),
      },
      EnquiryReopened: {
        rows: (e) => ({ statistics_enquiries: [e.data.enquiryId] }),
        apply: (e, rows) =>
          setRow(rows, 'statistics_enquiries', e.data.enquiryId, { status: 'OPEN' }),
      },
      SuperadminRegistered: {
        apply: (e, rows) =>
          rows.insertOnce('statistics_accounts', { id: e.data.userId, role: 'SUPERADMIN' }),
      },
      ParentRegistered: {
        apply: (e, rows) =>
          rows.insertOnce('statistics_accounts', { id: e.data.parentId, role: 'PARENT' }),
      },
    },
  },
});
