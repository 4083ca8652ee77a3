import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch, perEvent } from '../runner/projection';
import { notifications } from './notifications';

const schoolId = '7d1d2c3b-0000-4000-8000-00000000000a';
const announcement = (n: number) => `7d1d2c3b-0000-4000-8000-0000000000a${n}`;
const person = (n: number) => `7d1d2c3b-0000-4000-8000-00000000050${n}`;
const at = '2026-11-02T08:00:00.000Z';

let position = 0;
function recorded(
  type: string,
  announcementId: string,
  data: Record<string, unknown> = {},
): RecordedEvent {
  position += 1;
  return {
    id: `7d1d2c3b-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data: { schoolId, announcementId, ...data },
    streamId: `announcement-${announcementId}`,
    revision: 0,
    position,
    recordedAt: at,
    metadata: {
      actorId: null,
      actorRole: 'ADMIN',
      schoolId,
      correlationId: 'c',
      causationId: null,
      occurredAt: at,
      schemaVersion: 1,
    },
  };
}
const delivered = (announcementId: string, people: number[]) =>
  recorded('AnnouncementDelivered', announcementId, {
    title: `Notice ${announcementId.slice(-2)}`,
    shortCode: 'k3PqX9wz',
    deliveredAt: at,
    recipients: people.map((n) => ({
      personId: person(n),
      role: 'PARENT',
      name: `Parent ${n}`,
      channel: 'PORTAL',
    })),
  });
const withdrawn = (announcementId: string) =>
  recorded('AnnouncementWithdrawn', announcementId, { title: 'Notice', withdrawnAt: at });

describe('the notifications read model, a batch at a time', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const tablesOf = (suffix: string) => ({
    notifications: `rm_notifications_${suffix}`,
    notification_marks: `rm_notification_marks_${suffix}`,
    notification_class_teachers: `rm_notification_class_teachers_${suffix}`,
  });
  const items = async (table: string) =>
    (
      await pool.query(
        `SELECT record_id, recipient_id FROM ${table} ORDER BY record_id, recipient_id`,
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    for (const suffix of ['batch', 'one']) {
      for (const [logical, table] of Object.entries(tablesOf(suffix)))
        await pool.query(notifications.tables[logical as 'notifications'](table));
    }
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('drops the items of an announcement withdrawn in the same batch that delivered it, and of one stored before, as one event at a time does', async () => {
    const earlier = [delivered(announcement(1), [1, 2])];
    const batch = [
      delivered(announcement(2), [1, 3]),
      delivered(announcement(3), [2]),
      withdrawn(announcement(2)),
      withdrawn(announcement(1)),
    ];

    await applyBatch(notifications, earlier, { db: pool, tables: tablesOf('batch') });
    await applyBatch(notifications, batch, { db: pool, tables: tablesOf('batch') });
    for (const event of [...earlier, ...batch])
      await applyBatch(perEvent(notifications), [event], { db: pool, tables: tablesOf('one') });

    expect(await items(tablesOf('batch').notifications)).toEqual([
      { record_id: announcement(3), recipient_id: person(2) },
    ]);
    expect(await items(tablesOf('batch').notifications)).toEqual(
      await items(tablesOf('one').notifications),
    );
  });
  it("puts each alerted parent's child marked absent on their bell, once however often it is applied, and a same-day correction in its place, batch or one event at a time", async () => {
    const student = (n: number) => `7d1d2c3b-0000-4000-8000-00000000060${n}`;
    position += 1;
    const alerts: RecordedEvent = {
      id: `7d1d2c3b-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: 'AbsenceAlertsSent',
      streamId: 'absence-alerts-c-2026-11-27',
      revision: 0,
      position,
      recordedAt: at,
      data: {
        schoolId,
        classId: 'c',
        className: 'Form 1 Blue',
        date: '2026-11-27',
        sentAt: at,
        alerts: [
          {
            studentId: student(1),
            studentName: 'Tendai Moyo',
            parents: [
              { parentId: person(4), name: 'Chipo Moyo', channel: 'EMAIL' },
              { parentId: person(5), name: null, channel: null },
            ],
          },
          {
            studentId: student(2),
            studentName: 'Rudo Moyo',
            parents: [{ parentId: person(4), name: 'Chipo Moyo', channel: 'EMAIL' }],
          },
        ],
      },
      metadata: {
        actorId: null,
        actorRole: 'SYSTEM',
        schoolId,
        correlationId: 'c',
        causationId: null,
        occurredAt: at,
        schemaVersion: 1,
      },
    };
    position += 1;
    const corrected: RecordedEvent = {
      ...alerts,
      id: `7d1d2c3b-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: 'AbsenceAlertCorrected',
      revision: 1,
      position,
      data: {
        schoolId,
        classId: 'c',
        className: 'Form 1 Blue',
        date: '2026-11-27',
        studentId: student(1),
        studentName: 'Tendai Moyo',
        entry: { status: 'LATE', minutesLate: 20 },
        parents: [
          { parentId: person(4), name: 'Chipo Moyo', channel: 'EMAIL' },
          { parentId: person(5), name: null, channel: null },
        ],
        correctedAt: at,
      },
    };
    const tables = { batch: tablesOf('batch'), one: tablesOf('one') };
    await applyBatch(notifications, [alerts, alerts], { db: pool, tables: tables.batch });
    await applyBatch(notifications, [alerts, corrected], { db: pool, tables: tables.batch });
    await applyBatch(notifications, [corrected, alerts], { db: pool, tables: tables.batch });
    for (const event of [alerts, alerts, corrected, alerts])
      await applyBatch(perEvent(notifications), [event], { db: pool, tables: tables.one });
    const absences = async (table: string) =>
      (
        await pool.query(
          `SELECT recipient_id, record_id, kind, audience, title, link, position::int FROM ${table} WHERE kind = 'ABSENCE' ORDER BY record_id DESC, recipient_id`,
        )
      ).rows;
    expect(await absences(tables.batch.notifications)).toEqual(
      [
        {
          recipient_id: person(4),
          record_id: student(2),
          kind: 'ABSENCE',
          audience: 'PARENT',
          title: 'Rudo Moyo was marked absent on 27 Nov 2026 (Form 1 Blue)',
          link: `/parent/students?child=${student(2)}`,
          position: alerts.position,
        },
      ].concat(
        [person(4), person(5)].map((p) => ({
          // Tendai came late: the same day's correction replaced both parents' alert, and the alert applied again after it changed nothing.
          recipient_id: p,
          record_id: student(1),
          kind: 'ABSENCE',
          audience: 'PARENT',
          title:
            'Correction: Tendai Moyo was marked late (20 min) on 27 Nov 2026 (Form 1 Blue), not absent',
          link: `/parent/students?child=${student(1)}`,
          position: corrected.position,
        })),
      ),
    );
    expect(await absences(tables.batch.notifications)).toEqual(
      await absences(tables.one.notifications),
    );
  });

  it("puts a family's report on the class teacher's bell, replaced by a new reason and gone when withdrawn, batch or one event at a time", async () => {
    const [classA, classB, student] = [
      '7d1d2c3b-0000-4000-8000-000000000701',
      '7d1d2c3b-0000-4000-8000-000000000702',
      '7d1d2c3b-0000-4000-8000-000000000703',
    ];
    const event = (
      type: string,
      data: Record<string, unknown>,
      streamId: string,
    ): RecordedEvent => {
      position += 1;
      return {
        id: `7d1d2c3b-0000-4000-8000-${String(position).padStart(12, '0')}`,
        type,
        data: { schoolId, ...data },
        streamId,
        revision: 0,
        position,
        recordedAt: at,
        metadata: {
          actorId: null,
          actorRole: 'ADMIN',
          schoolId,
          correlationId: 'c',
          causationId: null,
          occurredAt: at,
          schemaVersion: 1,
        },
      };
    };
    const assigned = (classId: string, n: number) =>
      event(
        'ClassTeacherAssigned',
        { classId, teacherId: person(n), previousTeacherId: null, assignedAt: at },
        `class-${classId}`,
      );
    const report = {
      studentId: student,
      studentName: 'Tendai Moyo',
      classId: classA,
      className: 'Form 1 Blue',
      parentId: person(4),
      parentName: 'Chipo Moyo',
    };
    const reported = (date: string, reason: string) =>
      event(
        'AbsenceReported',
        { ...report, date, reason, reportedAt: at },
        `absence-reports-${student}`,
      );
    const withdrawn = (date: string) =>
      event(
        'AbsenceReportWithdrawn',
        { ...report, date, withdrawnAt: at },
        `absence-reports-${student}`,
      );
    // Class B has no class teacher: its reports reach nobody's bell.
    const history = [
      assigned(classA, 6),
      reported('2026-11-30', 'Clinic'),
      reported('2026-12-01', 'Dentist'),
      reported('2026-11-30', 'Clinic in Harare, back by noon'),
      withdrawn('2026-12-01'),
      event(
        'AbsenceReported',
        { ...report, classId: classB, date: '2026-12-02', reason: 'Funeral', reportedAt: at },
        `absence-reports-${student}`,
      ),
    ];
    await applyBatch(notifications, history.slice(0, 2), { db: pool, tables: tablesOf('batch') });
    await applyBatch(notifications, history.slice(2), { db: pool, tables: tablesOf('batch') });
    for (const e of history)
      await applyBatch(perEvent(notifications), [e], { db: pool, tables: tablesOf('one') });
    const reports = async (table: string) =>
      (
        await pool.query(
          `SELECT recipient_id, record_id, audience, title, link, position::int FROM ${table} WHERE kind = 'ABSENCE_REPORT'`,
        )
      ).rows;
    expect(await reports(tablesOf('batch').notifications)).toEqual([
      {
        recipient_id: person(6),
        record_id: student,
        audience: 'TEACHER',
        title:
          'Tendai Moyo will be away on 30 Nov 2026 (Form 1 Blue): Clinic in Harare, back by noon',
        link: `/teacher-portal/take-register?classId=${classA}&date=2026-11-30`,
        position: history[3]!.position,
      },
    ]);
    expect(await reports(tablesOf('batch').notifications)).toEqual(
      await reports(tablesOf('one').notifications),
    );
  });
});
