import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch } from '../runner/projection';
import { announcements } from './announcements';

const schoolId = '9c1d2c3b-0000-4000-8000-00000000000a';
const announcementId = '9c1d2c3b-0000-4000-8000-0000000000a1';
const form1 = '9c1d2c3b-0000-4000-8000-0000000000f1';
const person = (n: number) => `9c1d2c3b-0000-4000-8000-00000000050${n}`;
const at = '2026-11-02T08:00:00.000Z';

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type,
    data: { schoolId, announcementId, ...data },
    streamId: `announcement-${announcementId}`,
    revision: position - 1,
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

describe('the announcements read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const tables = {
    announcements: 'rm_announcements',
    announcement_recipients: 'rm_announcement_recipients',
  };
  const apply = (...events: RecordedEvent[]) =>
    applyBatch(announcements, events, { db: pool, tables });
  const row = async () =>
    (
      await pool.query(
        `SELECT title, to_char(event_date, 'YYYY-MM-DD') AS event_date, status, audience_label, recipient_count, read_count, mail_count, sms_count,
      recipients_by_role, reads_by_role FROM rm_announcements WHERE id = $1`,
        [announcementId],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    for (const [logical, table] of Object.entries(tables))
      await pool.query(announcements.tables[logical as keyof typeof tables](table));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('counts recipients by role and channel, and readers once; every event applied twice counts once', async () => {
    const events = [
      recorded('AnnouncementPosted', {
        schoolName: 'Mabvazuva High School',
        shortCode: 'k3PqX9wz',
        title: 'Sports day',
        body: 'Hats.',
        audience: { kind: 'LEVELS', levelIds: [form1], names: ['Form 1'] },
        eventDate: '2026-12-12',
        postedAt: at,
      }),
      recorded('AnnouncementDelivered', {
        title: 'Sports day',
        shortCode: 'k3PqX9wz',
        deliveredAt: at,
        recipients: [
          { personId: person(1), role: 'PARENT', name: 'Chipo Dube', channel: 'EMAIL' },
          { personId: person(2), role: 'PARENT', name: 'Farai Gumbo', channel: 'SMS' },
          { personId: person(3), role: 'STUDENT', name: 'Anesu Dube', channel: 'PORTAL' },
        ],
      }),
      recorded('AnnouncementRead', {
        personId: person(2),
        role: 'PARENT',
        name: 'Farai Gumbo',
        readAt: at,
      }),
      recorded('AnnouncementEdited', {
        eventDate: { before: '2026-12-12', after: '2026-12-13' },
        editedAt: at,
      }),
    ];
    await apply(...events);
    await apply(...events);
    expect(await row()).toEqual({
      title: 'Sports day',
      event_date: '2026-12-13',
      status: 'Posted',
      audience_label: 'Form 1 parents',
      recipient_count: 3,
      read_count: 1,
      mail_count: 1,
      sms_count: 1,
      recipients_by_role: { PARENT: 2, STUDENT: 1 },
      reads_by_role: { PARENT: 1 },
    });
  });

  it('a later replay of an earlier edit changes nothing; a withdrawal stands', async () => {
    const older = recorded('AnnouncementEdited', {
      title: { before: 'Sports day', after: 'Old title' },
      editedAt: at,
    });
    older.position = 1;
    await apply(older, recorded('AnnouncementWithdrawn', { title: 'Sports day', withdrawnAt: at }));
    expect(await row()).toMatchObject({ title: 'Sports day', status: 'Withdrawn' });
  });
});
