import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryEvent } from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch } from '../runner/projection';
import { enquiries } from './enquiries';

const TABLE = 'rm_enquiries';
const enquiryId = '5a0f0d2c-9a35-4e53-8a0e-7e6c1e0b0001';
const details = {
  name: 'Mutoko Mission School',
  town: 'Mutoko',
  country: 'Zimbabwe',
  province: 'Mashonaland East',
  district: 'Mutoko',
  headFirstName: 'Agnes',
  headLastname: 'Makoni',
  headPhonenumber: '0771555000',
  headEmail: 'head@mutoko.example',
  adminFirstName: 'Simba',
  adminLastName: 'Kaseke',
  adminPhonenumber: '0772555000',
  adminEmail: 'admin@mutoko.example',
  numberOfStudents: 600,
  numberOfTeachers: 27,
  schoolContact: '0272555000',
  address: 'Mission Road',
};

let position = 0;
function recorded(event: EnquiryEvent): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type: event.type,
    data: event.data,
    streamId: `enquiry-${enquiryId}`,
    revision: position - 1,
    position,
    recordedAt: '',
    metadata: {
      actorId: null,
      actorRole: 'PUBLIC',
      schoolId: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '',
      schemaVersion: 1,
    },
  };
}

describe('the enquiries read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const apply = (event: RecordedEvent) =>
    applyBatch(enquiries, [event], { db: pool, tables: { enquiries: TABLE } });
  const row = async () =>
    (
      await pool.query(
        `SELECT name, admin_name, place, status, comment, resolved_at, details FROM ${TABLE} WHERE id = $1`,
        [enquiryId],
      )
    ).rows[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    await pool.query(enquiries.tables.enquiries(TABLE));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const raised = recorded({
    type: 'EnquiryRaised',
    data: { enquiryId, details, raisedAt: '2026-11-22T08:00:00.000Z' },
  });
  const resolved = recorded({
    type: 'EnquiryResolved',
    data: { enquiryId, comment: 'Demo booked for Monday', resolvedAt: '2026-11-22T10:00:00.000Z' },
  });
  const reopened = recorded({
    type: 'EnquiryReopened',
    data: { enquiryId, reopenedAt: '2026-11-22T11:00:00.000Z' },
  });

  it('a raised enquiry is pending, searchable by admin name and place, with every detail', async () => {
    await apply(raised);
    expect(await row()).toMatchObject({
      name: 'Mutoko Mission School',
      admin_name: 'Simba Kaseke',
      place: 'Mission Road, Mutoko, Mutoko, Mashonaland East, Zimbabwe',
      status: 'Pending',
      comment: null,
      details,
    });
  });

  it('resolving keeps the comment and the time; the same event again changes nothing', async () => {
    await apply(resolved);
    await apply(raised);
    await apply(resolved);
    expect(await row()).toMatchObject({
      status: 'Resolved',
      comment: 'Demo booked for Monday',
      resolved_at: new Date('2026-11-22T10:00:00.000Z'),
    });
  });

  it('reopening makes it pending again, keeping the last comment when none is given; a late replay of the resolution is ignored', async () => {
    await apply(reopened);
    await apply(resolved);
    expect(await row()).toMatchObject({
      status: 'Pending',
      comment: 'Demo booked for Monday',
      resolved_at: null,
    });
  });
});
