import type { EnquiryEvent, FieldChange, ParentRegistered, SchoolEvent, SuperadminRegistered } from '@chikoro/contracts';
import type { Projection } from '../runner/projection';

type StatisticsEvent = SchoolEvent | EnquiryEvent | SuperadminRegistered | ParentRegistered;

const month = (iso: string) => iso.slice(0, 7);
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The facts a correction may change, and their column. */
const correctable: Record<string, string> = { province: 'province', ownershipType: 'ownership_type', numberOfStudents: 'students', numberOfTeachers: 'teachers' };

/**
 * The platform's figures, from the whole history: each school and enquiry with what the figures
 * need of it, each account the log made, and per month the requests submitted and decided. The
 * query service adds them up; `npm run replay -- rebuild statistics` rebuilds them from position 0.
 */
export const statistics: Projection<'statistics_schools' | 'statistics_enquiries' | 'statistics_accounts' | 'statistics_months'> = {
  name: 'statistics',
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
  handles: [
    'SchoolEnrolmentSubmitted', 'SchoolApproved', 'SchoolRejected', 'SchoolDetailsCorrected',
    'EnquiryRaised', 'EnquiryResolved', 'EnquiryReopened', 'SuperadminRegistered', 'ParentRegistered',
  ],
  async apply(recorded, { db, tables }) {
    const event = { type: recorded.type, data: recorded.data } as StatisticsEvent;
    const { statistics_schools: schools, statistics_enquiries: enquiries, statistics_accounts: accounts, statistics_months: months } = tables;
    // Per-month counters add one per event: the runner's checkpoint, committed with them, applies each event exactly once.
    const bump = (at: string, column: 'submitted' | 'approved' | 'rejected') =>
      db.query(`INSERT INTO ${months} (id, ${column}) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET ${column} = ${months}.${column} + 1`, [month(at)]);
    const account = (id: string, role: string) => db.query(`INSERT INTO ${accounts} (id, role) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [id, role]);
    switch (event.type) {
      case 'SchoolEnrolmentSubmitted': {
        const d = event.data.details;
        await db.query(
          `INSERT INTO ${schools} (id, status, province, ownership_type, students, teachers) VALUES ($1, 'PENDING', $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
          [event.data.schoolId, d.province, d.ownershipType, count(d.numberOfStudents), count(d.numberOfTeachers)],
        );
        await bump(event.data.submittedAt, 'submitted');
        return;
      }
      case 'SchoolApproved':
        await db.query(`UPDATE ${schools} SET status = 'APPROVED' WHERE id = $1`, [event.data.schoolId]);
        await account(event.data.admin.userId, 'ADMIN');
        await bump(event.data.approvedAt, 'approved');
        return;
      case 'SchoolRejected':
        await db.query(`UPDATE ${schools} SET status = 'REJECTED' WHERE id = $1`, [event.data.schoolId]);
        await bump(event.data.rejectedAt, 'rejected');
        return;
      case 'SchoolDetailsCorrected':
        for (const change of event.data.changes as FieldChange[]) {
          const column = correctable[change.field];
          if (!column) continue;
          const value = column === 'students' || column === 'teachers' ? count(change.after) : String(change.after ?? '');
          await db.query(`UPDATE ${schools} SET ${column} = $2 WHERE id = $1`, [event.data.schoolId, value]);
        }
        return;
      case 'EnquiryRaised':
        await db.query(`INSERT INTO ${enquiries} (id, status) VALUES ($1, 'OPEN') ON CONFLICT (id) DO NOTHING`, [event.data.enquiryId]);
        return;
      case 'EnquiryResolved':
        await db.query(`UPDATE ${enquiries} SET status = 'RESOLVED' WHERE id = $1`, [event.data.enquiryId]);
        return;
      case 'EnquiryReopened':
        await db.query(`UPDATE ${enquiries} SET status = 'OPEN' WHERE id = $1`, [event.data.enquiryId]);
        return;
      case 'SuperadminRegistered':
        await account(event.data.userId, 'SUPERADMIN');
        return;
      case 'ParentRegistered':
        await account(event.data.parentId, 'PARENT');
    }
  },
};
