import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEvent, PostgresEventStore, type RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import {
  allProjections,
  ensureLiveTables,
  migrateRunner,
  perEvent,
  rebuildProjections,
  startProjections,
} from '../index';
import { appendMixedHistory } from '../testing/mixedHistory';
import { snapshot, waitForCheckpoints } from '../testing/snapshot';
import { handles } from './projection';

const setBased = allProjections.filter((p) => p.setBased);
const names = allProjections.map((p) => p.name);

describe('when projections apply batches set-based', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let head: number;
  let reference: Record<string, unknown[]>;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 * allProjections.length + 10 });
    pool.on('error', () => {});
    store = new PostgresEventStore({ pool });
    await store.migrate();
    await migrateRunner(pool);
    for (const p of allProjections) await ensureLiveTables(pool, p);
    head = await appendMixedHistory(store, 120);
    // The reference: every projection applied event by event, through its handlers.
    await rebuildProjections(store, pool, allProjections.map(perEvent));
    reference = await snapshot(pool, allProjections);
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('the generated history is valid for every event schema', async () => {
    const events = await store.readAll({ after: 0, limit: 100_000 });
    expect(events.length).toBe(head);
    for (const e of events) expect(() => decodeEvent(e)).not.toThrow();
  });

  it('the per-event reference counts the audit log by type as the store holds its events', async () => {
    const { rows } = await pool.query<{ type: string; count: string }>(
      'SELECT type, count(*) AS count FROM es_events GROUP BY type',
    );
    const inStore = Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
    const counted = Object.fromEntries(
      (reference.audit_types as { type: string; count: string | number }[]).map((r) => [
        r.type,
        Number(r.count),
      ]),
    );
    expect(Object.keys(inStore).length).toBeGreaterThan(20);
    expect(counted).toEqual(inStore);
  });

  it('the per-event reference holds the rows worked out by hand', () => {
    expect(reference.enrolment_requests).toHaveLength(120);
    // 40 approved schools; 18 listings before, 4 of them replaced by an approved school of that name and town; 11 listed after.
    expect(reference.school_directory).toHaveLength(40 + 18 - 4 + 11);
    expect(reference.statistics_months).toEqual([
      { id: '2026-01', submitted: 120, approved: 40, rejected: 16 },
    ]);
    // 24 documents (i = 2, 7, … 117), 6 of them removed (i = 7, 27, … 107): each one kept has its one bell item.
    expect(reference.documents).toHaveLength(18);
    expect(
      reference.notifications!.filter((n) => (n as { kind: string }).kind === 'DOCUMENT'),
    ).toHaveLength(18);
    expect(reference.notification_marks).toHaveLength(1);
    expect(reference.notification_marks![0]).toMatchObject({ seen_up_to: 330 });
    // 1 superadmin, 40 admins, 14 parents (i = 0, 9, … 117), 9 teachers and 9 students (i = 4, 17, … 108).
    const people = reference.people as { role: string; first_name: string }[];
    expect(
      people
        .filter((p) => p.role === 'TEACHER')
        .map((p) => p.first_name)
        .sort(),
    ).toEqual([...Array(4).fill('Tess'), ...Array(5).fill('Tessa')]);
    expect(people.filter((p) => p.role === 'STUDENT')).toHaveLength(9);
    expect(people).toHaveLength(1 + 40 + 14 + 9 + 9);
    // The students (i = 4, 17, … 108): three moved to another class (30, 69, 108), the rest in their class as renamed;
    // levels named when set up before, filled in when set up after, moved with the class (43, 95) or the student (30, 69, 108).
    const students = [
      ...(reference.students as {
        registration_number: string;
        class_name: string;
        level_name: string;
        status: string;
        phone: string | null;
        parents: { name: string }[];
      }[]),
    ].sort(
      (a, b) => Number(a.registration_number.slice(2)) - Number(b.registration_number.slice(2)),
    );
    expect(students.map((s) => s.registration_number)).toEqual([
      'S-4',
      'S-17',
      'S-30',
      'S-43',
      'S-56',
      'S-69',
      'S-82',
      'S-95',
      'S-108',
    ]);
    expect(students.map((s) => s.class_name)).toEqual([
      '4A Blue',
      '17A Blue',
      '30B',
      '43A Blue',
      '56A Blue',
      '69B',
      '82A Blue',
      '95A Blue',
      '108B',
    ]);
    expect(students.map((s) => s.level_name)).toEqual([
      'Form 4',
      'Form 17',
      'Form 30 Upper',
      'Form 43 Upper',
      'Form 56',
      'Form 69 Upper',
      'Form 82',
      'Form 95 Upper',
      'Form 108 Upper',
    ]);
    expect(students.map((s) => s.status)).toEqual([
      'Active',
      'Active',
      'Graduated',
      'Active',
      'Withdrawn',
      'Active',
      'Active',
      'Graduated',
      'Active',
    ]);
    expect(students.map((s) => s.phone)).toEqual([
      '0779000000',
      null,
      null,
      '0779000000',
      null,
      null,
      '0779000000',
      null,
      null,
    ]);
    // Linked to the last two parents, some unlinked (17, 43, 69, 95), the older renamed, two removed (27, 72).
    expect(students.map((s) => s.parents.map((p) => p.name).sort())).toEqual([
      ['Patience Parent 0'],
      ['Patience Parent 0'],
      ['Patience Parent 18'],
      [],
      ['Patience Parent 45', 'Patience Parent 54'],
      ['Patience Parent 54'],
      ['Patience Parent 81'],
      ['Patience Parent 81'],
      ['Pat Parent 108', 'Patience Parent 99'],
    ]);
    // 14 parents invited, then registered (i = 0, 9, … 117), their names kept when invited again; the older of each pair linked to a student renamed
    // (0, 18, 27, 45, 54, 72, 81, 99), two of them removed (27, 72); 0, 27, 54, 81 and 108 made inactive.
    const parentRows = reference.parents as {
      first_name: string;
      last_name: string;
      email: string;
      status: string;
      students: unknown[];
    }[];
    const parentsBy = (match: (p: (typeof parentRows)[number]) => boolean) =>
      parentRows
        .filter(match)
        .map((p) => Number(p.last_name.slice('Parent '.length)))
        .sort((a, b) => a - b);
    expect(parentRows).toHaveLength(14);
    expect(parentsBy((p) => p.first_name === 'Patience')).toEqual([0, 18, 27, 45, 54, 72, 81, 99]);
    expect(parentsBy((p) => p.status === 'Removed')).toEqual([27, 72]);
    expect(parentsBy((p) => p.status === 'Inactive')).toEqual([0, 54, 81, 108]);
    expect(parentsBy((p) => p.status === 'Active')).toEqual([9, 18, 36, 45, 63, 90, 99, 117]);
    // Invited again with another email once registered: 0, 18, 36, 54, 72, 90, 108.
    expect(parentsBy((p) => p.email.startsWith('reinvited'))).toEqual([0, 18, 36, 54, 72, 90, 108]);
    expect(
      parentRows.every(
        (p) =>
          p.email ===
          `${p.email.startsWith('reinvited') ? 'reinvited' : 'p'}${p.last_name.slice('Parent '.length)}@example.org`,
      ),
    ).toBe(true);
    // Each class (set up before or after its student came) counts its one student while active, unless they moved
    // to another class (30, 69, 108), were withdrawn (56) or graduated (95).
    const classRows = (reference.classes as { name: string; student_count: number }[])
      .map((c) => [Number.parseInt(c.name, 10), c.student_count])
      .sort((a, b) => a[0]! - b[0]!);
    expect(classRows).toEqual([
      [4, 1],
      [17, 1],
      [30, 0],
      [43, 1],
      [56, 0],
      [69, 0],
      [82, 1],
      [95, 0],
      [108, 0],
    ]);
    // A class teacher for each class; six subject assignments left of nine (30, 69 and 108 unassigned), named as their
    // teachers are now (those of even rounds renamed themselves after), in their classes as renamed.
    // Membership by date: nine enrolments and three moves (30, 69, 108) make twelve class spans; those moves and the
    // withdrawal (56) end four, and of the eight current the graduated (30 in its new class, 95) keep their status.
    const spans = reference.class_memberships as { to_date: unknown; status: string }[];
    expect(spans).toHaveLength(12);
    expect(
      spans
        .filter((s) => s.to_date === null)
        .map((s) => s.status)
        .sort(),
    ).toEqual([
      'Active',
      'Active',
      'Active',
      'Active',
      'Active',
      'Active',
      'Graduated',
      'Graduated',
    ]);
    // Nine subject assignments (three ended: 30, 69, 108) and nine class teachers.
    const teaching = reference.teaching_assignments as { to_date: unknown; subject_id: unknown }[];
    expect([
      teaching.length,
      teaching.filter((t) => t.subject_id === null).length,
      teaching.filter((t) => t.to_date !== null).length,
    ]).toEqual([18, 9, 3]);
    // One link for the first student (one parent then), two for each other: seventeen, four of them unlinked (17, 43, 69, 95).
    const links = reference.family_links as { status: string; to_date: unknown }[];
    expect(links.filter((l) => l.to_date === null).length).toBe(13);
    expect(links.filter((l) => l.status === 'Unlinked').length).toBe(4);
    expect(links).toHaveLength(17);
    const assignments = reference.teacher_assignments as {
      teacher_name: string;
      class_name: string;
    }[];
    expect(assignments.map((a) => a.teacher_name).sort()).toEqual([
      'Tess Teacher 17',
      'Tess Teacher 43',
      'Tess Teacher 95',
      'Tessa Teacher 4',
      'Tessa Teacher 56',
      'Tessa Teacher 82',
    ]);
    expect(assignments.map((a) => a.class_name).sort()).toEqual([
      '17A Blue',
      '43A Blue',
      '4A Blue',
      '56A Blue',
      '82A Blue',
      '95A Blue',
    ]);
    // Each teacher's tally: the one subject while assigned, none after.
    const tallies = (
      reference.teachers as {
        last_name: string;
        subjects: string[] | string;
        assignment_count: number;
      }[]
    ).map((t) => [t.last_name, t.assignment_count]);
    expect(
      tallies
        .filter(([, n]) => n === 1)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Teacher 17', 'Teacher 4', 'Teacher 43', 'Teacher 56', 'Teacher 82', 'Teacher 95']);
    expect(
      tallies
        .filter(([, n]) => n === 0)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Teacher 108', 'Teacher 30', 'Teacher 69']);
    // A card for each student (version 1) and an amended one for even rounds and those divisible by 3 (4, 30, 56, 69, 82, 108),
    // whose first version is then superseded; each class's results published once.
    const cards = (
      reference.report_cards as {
        registration_number: string;
        version: number;
        superseded: boolean;
      }[]
    )
      .map((c) => [Number(c.registration_number.slice(2)), c.version, c.superseded])
      .sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]));
    expect(cards).toEqual([
      [4, 1, true],
      [4, 2, false],
      [17, 1, false],
      [30, 1, true],
      [30, 2, false],
      [43, 1, false],
      [56, 1, true],
      [56, 2, false],
      [69, 1, true],
      [69, 2, false],
      [82, 1, true],
      [82, 2, false],
      [95, 1, false],
      [108, 1, true],
      [108, 2, false],
    ]);
    expect(reference.results_publications).toHaveLength(9);
    // The statistics keep the subjects with a final mark of each student's latest card: Mathematics 40 + i % 50 and
    // English 60 from version 1; Mathematics 41 + i % 50 alone from an amended one; nothing when it has no mark (30, 69, 108).
    const figures = (
      reference.results_statistics as {
        class_name: string;
        subject_name: string;
        version: number;
        final_mark: number;
        pass: boolean;
      }[]
    )
      .map((r) => [
        Number.parseInt(r.class_name, 10),
        r.subject_name,
        r.version,
        r.final_mark,
        r.pass,
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1])));
    expect(figures).toEqual([
      [4, 'Mathematics', 2, 45, false],
      [17, 'English', 1, 60, true],
      [17, 'Mathematics', 1, 57, true],
      [43, 'English', 1, 60, true],
      [43, 'Mathematics', 1, 83, true],
      [56, 'Mathematics', 2, 47, false],
      [82, 'Mathematics', 2, 73, true],
      [95, 'English', 1, 60, true],
      [95, 'Mathematics', 1, 85, true],
    ]);
  });

  it.each([2000, 7])(
    'a rebuild in batches of %i ends with the rows of the events one by one',
    async (batchSize) => {
      expect(setBased.map((p) => p.name).sort()).toEqual([
        'announcements',
        'attendance',
        'audit-log',
        'classes',
        'documents',
        'enquiries',
        'enrolment-requests',
        'exams',
        'import-batches',
        'membership',
        'notifications',
        'parents',
        'people',
        'results',
        'results-statistics',
        'school-directory',
        'school-setup',
        'statistics',
        'students',
        'teachers',
      ]);
      await rebuildProjections(store, pool, allProjections, batchSize);
      expect(await snapshot(pool, allProjections)).toEqual(reference);
    },
  );

  it('a rebuild holding only the last few rows it wrote reads the others back, and ends with the same rows', async () => {
    await rebuildProjections(store, pool, allProjections, 7, 5);
    expect(await snapshot(pool, allProjections)).toEqual(reference);
  });

  it('the live runner ends with the same rows, and opens no transaction for a batch with none of its events', async () => {
    for (const p of allProjections) {
      for (const logical of Object.keys(p.tables)) await pool.query(`TRUNCATE rm_${logical}`);
    }
    await pool.query('UPDATE projection_checkpoints SET position = 0 WHERE name = ANY($1)', [
      names,
    ]);
    const committed: { name: string; events: RecordedEvent[] }[] = [];
    const running = await startProjections({
      store,
      pool,
      projections: allProjections,
      batchSize: 13,
      beforeCommit: async (name, events) => void committed.push({ name, events }),
    });
    try {
      await waitForCheckpoints(pool, names, head);
    } finally {
      await running.stop();
    }
    expect(await snapshot(pool, allProjections)).toEqual(reference);
    const byName = new Map(allProjections.map((p) => [p.name, p]));
    const idle = committed.filter(
      ({ name, events }) => !events.some((e) => handles(byName.get(name)!, e.type)),
    );
    expect(idle).toEqual([]);
    // The announcements read model handles none of this history: not one transaction.
    expect(committed.filter((c) => c.name === 'announcements')).toEqual([]);
    expect(committed.filter((c) => c.name === 'audit-log').length).toBe(Math.ceil(head / 13));
  });

  it('a projection none of whose events come still reports the position it has passed', async () => {
    const running = await startProjections({ store, pool, projections: allProjections });
    try {
      const before = await store.headPosition();
      await waitForCheckpoints(pool, names, before, 20_000);
      const raised = await appendMixedHistory(store, 0);
      // Only the superadmin's registration: the enquiries read model handles none of it.
      await waitForCheckpoints(
        pool,
        ['enquiries', 'school-directory', 'enrolment-requests'],
        raised,
        5_000,
      );
    } finally {
      await running.stop();
    }
  });
});
