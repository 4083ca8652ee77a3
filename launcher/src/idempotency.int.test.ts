import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_LOCK_KEY } from '@chikoro/eventstore/postgres/schema';
import { enrolmentDetails, enrolmentForm, PNG_BYTES } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
let keys = 0;

/** A fresh key per test, as a client makes one per change. */
const newKey = () => `key-${Date.now()}-${++keys}`;

const reused = {
  type: 'https://chikoro.app/problems/idempotency-key-reused',
  title: 'Idempotency-Key already used',
  status: 422,
  detail:
    'This Idempotency-Key was already used for a different request (another command, record or content). Nothing was done: send a new key with a new change.',
};

const enquiry = (name: string) => ({
  name,
  town: 'Chinhoyi',
  country: 'Zimbabwe',
  province: 'Mashonaland West',
  district: 'Chinhoyi Urban',
  headFirstName: 'Tendai',
  headLastname: 'Moyo',
  headPhonenumber: '0771600600',
  headEmail: 'head@keys.test',
  adminFirstName: 'Farai',
  adminLastName: 'Zulu',
  adminPhonenumber: '0772600600',
  adminEmail: 'admin@keys.test',
  numberOfStudents: 200,
  numberOfTeachers: 10,
  schoolContact: '0672220000',
  address: '5 Park Street',
});

function send(type: string, body: unknown, key: string, token?: string) {
  const headers = { 'Idempotency-Key': key };
  return body instanceof FormData
    ? t.request(`/api/commands/${type}`, { method: 'POST', body, headers, token })
    : t.request(`/api/commands/${type}`, { json: body, headers, token });
}

async function pendingSchool(): Promise<string> {
  const res = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails() });
  return res.body.schoolId as string;
}

/** Sends, and checks that nothing reached the log. */
async function refusedWithoutAppending(type: string, body: unknown, key: string, token?: string) {
  const head = await t.platform.store.headPosition();
  const res = await send(type, body, key, token);
  expect(await t.platform.store.headPosition()).toBe(head);
  return res;
}

beforeAll(async () => {
  t = await startTestPlatform({ RATE_LIMIT_ENQUIRIES: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

describe('an Idempotency-Key sent again with the same request', () => {
  it('answers the first result and appends nothing', async () => {
    const key = newKey();
    const first = await send('RaiseEnquiry', enquiry('Same Again School'), key);
    expect(first.status).toBe(201);
    const again = await refusedWithoutAppending('RaiseEnquiry', enquiry('Same Again School'), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('is the same request whatever the order of its fields', async () => {
    const key = newKey();
    const body = enquiry('Reordered School');
    const first = await send('RaiseEnquiry', body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await refusedWithoutAppending('RaiseEnquiry', reordered, key)).body).toEqual(
      first.body,
    );
  });

  it('answers a multipart enrolment sent again (another boundary) with the first school, and stores its logo once', async () => {
    const key = newKey();
    const details = enrolmentDetails();
    const files = [{ field: 'logo', name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' }];
    const first = await send('EnrolSchool', enrolmentForm(details, files), key);
    expect(first.status).toBe(201);
    const count = async () =>
      Number((await t.platform.pool.query('SELECT count(*) AS n FROM uploaded_files')).rows[0].n);
    const stored = await count();
    const again = await refusedWithoutAppending('EnrolSchool', enrolmentForm(details, files), key);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(stored);
  });
});

describe('an Idempotency-Key reused for a different request', () => {
  it('is refused (422) when the command differs, and the second change is not lost silently', async () => {
    const key = newKey();
    expect((await send('RaiseEnquiry', enquiry('First Use School'), key)).status).toBe(201);
    const res = await refusedWithoutAppending('EnrolSchool', enrolmentDetails(), key);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toEqual(reused);
  });

  it('is refused when the record (stream) differs', async () => {
    const [first, second] = [await pendingSchool(), await pendingSchool()];
    const key = newKey();
    expect((await send('ApproveSchool', { schoolId: first }, key, superToken)).status).toBe(201);
    const res = await refusedWithoutAppending(
      'ApproveSchool',
      { schoolId: second },
      key,
      superToken,
    );
    expect(res.body).toEqual(reused);
    const row = await t.request(`/api/enrolment-requests/${second}`, { token: superToken });
    expect(row.body.status).toBe('PENDING');
  });

  it('is refused when the content differs', async () => {
    const key = newKey();
    expect((await send('RaiseEnquiry', enquiry('Content One School'), key)).status).toBe(201);
    expect(
      (await refusedWithoutAppending('RaiseEnquiry', enquiry('Content Two School'), key)).body,
    ).toEqual(reused);
  });

  it('is refused when the file differs', async () => {
    const key = newKey();
    const details = enrolmentDetails();
    expect(
      (
        await send(
          'EnrolSchool',
          enrolmentForm(details, [{ field: 'logo', name: 'a.png', bytes: PNG_BYTES }]),
          key,
        )
      ).status,
    ).toBe(201);
    const renamed = await refusedWithoutAppending(
      'EnrolSchool',
      enrolmentForm(details, [{ field: 'logo', name: 'b.png', bytes: PNG_BYTES }]),
      key,
    );
    expect(renamed.body).toEqual(reused);
  });
});

describe('the scope of a key', () => {
  it('belongs to its actor: another actor may use the same key for its own request', async () => {
    const key = newKey();
    expect(
      (await send('ApproveSchool', { schoolId: await pendingSchool() }, key, superToken)).status,
    ).toBe(201);
    expect((await send('RaiseEnquiry', enquiry('Other Actor School'), key)).status).toBe(201);
  });

  it('is free again after a refused request: nothing was done under it', async () => {
    const key = newKey();
    expect(
      (await refusedWithoutAppending('RaiseEnquiry', { name: 'Incomplete' }, key)).status,
    ).toBe(400);
    expect((await send('RaiseEnquiry', enquiry('Corrected School'), key)).status).toBe(201);
  });
});

/** A client holding the store's append lock in an open transaction: a keyed sending made meanwhile stops at its append, holding its key. */
async function holdAppends() {
  const holder = await t.platform.pool.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK_KEY]);
  return {
    client: holder,
    async waitingAtAppend() {
      await expect
        .poll(
          async () =>
            (
              await t.platform.pool.query(
                "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
              )
            ).rowCount,
          { timeout: 10_000 },
        )
        .toBe(1);
    },
    async release() {
      await holder.query('COMMIT');
      holder.release();
    },
  };
}

/** Whether a stream is being read while the log is locked (a repeat looking in the log for its first sending's events). */
async function streamReadWaiting(): Promise<boolean> {
  const { rowCount } = await t.platform.pool.query(
    "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM es_events WHERE stream_id = $1%'",
  );
  return Boolean(rowCount);
}

describe('a repeat while the first sending is still being decided (a double-click)', () => {
  it('waits for the first sending and answers its result; one enquiry is raised', async () => {
    const key = newKey();
    const body = enquiry('Double Click School');
    const head = await t.platform.store.headPosition();
    let second: { status: number; body: any; headers: Headers } | undefined;
    const held = await holdAppends();
    let first: Promise<{ status: number; body: any }> | undefined;
    let repeat: Promise<unknown> | undefined;
    try {
      first = send('RaiseEnquiry', body, key);
      await held.waitingAtAppend();
      // The log locked too: the repeat, finding the key held without an answer, waits here as it looks for the first sending's events.
      await held.client.query('LOCK TABLE es_events IN ACCESS EXCLUSIVE MODE');
      repeat = send('RaiseEnquiry', body, key).then((res) => (second = res));
      await expect
        .poll(async () => second !== undefined || (await streamReadWaiting()), { timeout: 10_000 })
        .toBe(true);
      expect(second).toBeUndefined();
    } finally {
      await held.release();
    }
    const done = await first;
    await repeat;
    expect(done.status).toBe(201);
    expect(second!.status).toBe(200);
    expect(second!.body).toEqual(done.body);
    const raised = (await t.platform.store.readAll({ after: head, limit: 100 })).filter(
      (e) => e.type === 'EnquiryRaised',
    );
    expect(raised.map((e) => e.streamId)).toEqual([done.body.streamId]);
  });

  it('answers 409 still-processing with Retry-After when the first takes longer than the wait, then the first result once it is done', async () => {
    const key = newKey();
    const body = enquiry('Slow First School');
    const held = await holdAppends();
    let first: Promise<{ status: number; body: any }> | undefined;
    try {
      first = send('RaiseEnquiry', body, key);
      await held.waitingAtAppend();
      const early = await send('RaiseEnquiry', body, key);
      expect(early.status).toBe(409);
      expect(early.headers.get('content-type')).toContain('application/problem+json');
      expect(early.headers.get('retry-after')).toBe('2');
      expect(early.body).toEqual({
        type: 'https://chikoro.app/problems/still-processing',
        title: 'This request is still being processed',
        status: 409,
        detail:
          'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      });
    } finally {
      await held.release();
    }
    const done = await first!;
    expect(done.status).toBe(201);
    expect((await send('RaiseEnquiry', body, key)).body).toEqual(done.body);
  });
});
