import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await startTestPlatform();
  const login = await t.request('/api/auth/login', {
    json: { identifier: t.superadmin.email, password: t.superadmin.password },
  });
  superToken = login.body.token;
  superId = login.body.user.id;
});
afterAll(async () => t?.stop());

/** Reads after the log's head, so the audit projection has caught up. */
async function events(query: Record<string, unknown> = {}) {
  const head = await t.platform.store.headPosition();
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const res = await t.request(`/api/events?${params}`, {
    token: superToken,
    headers: { 'X-Consistent-After': String(head) },
  });
  expect(res.status).toBe(200);
  return {
    rows: res.body as AuditEntry[],
    total: Number(res.headers.get('content-range')?.split('/')[1]),
  };
}

async function enrol(name = `Audit School ${randomUUID().slice(0, 8)}`) {
  const res = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails({ name }) });
  expect(res.status).toBe(201);
  return { schoolId: res.body.schoolId as string, name };
}

describe('the audit log (GET /api/events)', () => {
  it('holds the superadmin’s own account, registered by the system at start', async () => {
    const { rows } = await events({ filter: { type: 'SuperadminRegistered' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorRole: 'SYSTEM',
      actorId: null,
      recordType: 'user',
      recordId: superId,
      recordLabel: 'Platform Superadmin',
    });
    expect(rows[0]!.summary).toBe(
      `Superadmin account created for Platform Superadmin <${t.superadmin.email}>`,
    );
  });

  it('copies each event with its actor (named from people), school, record and what changed', async () => {
    const { schoolId, name } = await enrol();
    expect(
      (
        await t.request('/api/commands/RejectSchool', {
          json: { schoolId, reason: 'No certificate' },
          token: superToken,
        })
      ).status,
    ).toBe(201);
    const { rows } = await events({ filter: { recordId: schoolId }, sort: ['occurredAt', 'ASC'] });
    expect(rows.map((r) => r.type)).toEqual(['SchoolEnrolmentSubmitted', 'SchoolRejected']);
    expect(rows[0]).toMatchObject({
      actorRole: 'PUBLIC',
      actorId: null,
      actorName: null,
      schoolId,
      schoolName: name,
      recordType: 'school',
      recordLabel: name,
      streamId: `school-${schoolId}`,
    });
    expect(rows[1]).toMatchObject({
      actorRole: 'SUPERADMIN',
      actorId: superId,
      actorName: 'Platform Superadmin',
      schoolId,
      schoolName: name,
      summary: `Rejected ${name}: No certificate`,
      changes: [
        { field: 'status', before: 'PENDING', after: 'REJECTED' },
        { field: 'reason', before: null, after: 'No certificate' },
      ],
    });
  });

  it('finds words of the summary, the record and the school, in any case, but not words that run from one into the next', async () => {
    const tag = randomUUID().slice(0, 8);
    const { schoolId, name } = await enrol(`Zvishavane ${tag} College`);
    expect(
      (
        await t.request('/api/commands/RejectSchool', {
          json: { schoolId, reason: `Papers ${tag} missing` },
          token: superToken,
        })
      ).status,
    ).toBe(201);
    const found = async (q: string) =>
      (await events({ filter: { q }, sort: ['occurredAt', 'ASC'] })).rows.map((r) => r.type);
    // The rejection's summary ("Rejected <name>: <reason>"), its record label and school name (the school's name).
    expect(await found(`papers ${tag} MISSING`)).toEqual(['SchoolRejected']);
    expect(await found(`zvishavane ${tag}`)).toEqual([
      'SchoolEnrolmentSubmitted',
      'SchoolRejected',
    ]);
    // The summary ends with the reason and the record's label follows it: no match across the two.
    expect(await found(`${tag} missing${name}`)).toEqual([]);
    expect(await found(`missing ${name}`)).toEqual([]);
    // A pattern character is a character like any other.
    expect(await found(`${tag}%missing`)).toEqual([]);
  });

  it('gives an event type it does not know a generic summary', async () => {
    const id = randomUUID();
    await t.platform.store.appendToStream(
      `widget-${id}`,
      [
        {
          type: 'WidgetPolished',
          data: { widgetId: id, shine: 'high', resetToken: 'must-not-show' },
          metadata: {
            actorId: superId,
            actorRole: 'SUPERADMIN',
            schoolId: null,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const { rows } = await events({ filter: { recordId: id } });
    expect(rows[0]).toMatchObject({ type: 'WidgetPolished', recordType: 'widget', recordId: id });
    expect(rows[0]!.summary).toMatch(/^Widget polished \(/);
    expect(rows[0]!.summary).toContain("shine: 'high'");
    expect(rows[0]!.summary).not.toContain('must-not-show');
    // Nothing of the row the log keeps holds it either.
    const { rows: stored } = await t.platform.pool.query(
      'SELECT to_jsonb(a) AS row FROM rm_audit_log a WHERE record_id = $1',
      [id],
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).toContain('high');
    expect(JSON.stringify(stored)).not.toContain('must-not-show');
  });

  it('filters by school, actor, type, date range and record; sorts by date; pages', async () => {
    const a = await enrol();
    const b = await enrol();
    await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: a.schoolId },
      token: superToken,
    });
    await t.request('/api/commands/RejectSchool', {
      json: { schoolId: b.schoolId, reason: 'Duplicate' },
      token: superToken,
    });

    const bySchool = await events({ filter: { schoolId: a.schoolId } });
    expect(bySchool.rows.map((r) => r.type).sort()).toEqual([
      'SchoolApproved',
      'SchoolEnrolmentSubmitted',
    ]);
    const byActor = await events({
      filter: { actorId: superId, type: ['SchoolApproved', 'SchoolRejected'] },
    });
    expect(byActor.rows.every((r) => r.actorId === superId)).toBe(true);
    expect(byActor.rows.map((r) => r.recordId)).toEqual(
      expect.arrayContaining([a.schoolId, b.schoolId]),
    );
    const approvals = await events({ filter: { type: 'SchoolApproved' } });
    expect(approvals.rows.every((r) => r.type === 'SchoolApproved')).toBe(true);

    const all = await events({ sort: ['occurredAt', 'ASC'], range: [0, 99] });
    const dates = all.rows.map((r) => r.occurredAt);
    expect(dates).toEqual([...dates].sort());
    const desc = await events({ sort: ['occurredAt', 'DESC'], range: [0, 99] });
    expect(desc.rows.map((r) => r.id)).toEqual([...all.rows].reverse().map((r) => r.id));

    const today = new Date().toISOString().slice(0, 10);
    expect((await events({ filter: { from: today, to: today } })).total).toBe(all.total);
    expect((await events({ filter: { to: '2000-01-01' } })).total).toBe(0);
    expect((await events({ filter: { from: '2999-01-01' } })).total).toBe(0);

    const page1 = await events({ range: [0, 1] });
    const page2 = await events({ range: [2, 3] });
    expect(page1.rows).toHaveLength(2);
    expect(page1.total).toBe(all.total);
    expect(page2.rows.map((r) => r.id)).not.toContain(page1.rows[0]!.id);
  });

  it('refuses a filter or sort it does not know, and bad values, with a 400', async () => {
    for (const query of [
      { filter: { password: 'x' } },
      { sort: ['data', 'ASC'] },
      { filter: { from: 'yesterday' } },
      { filter: { schoolId: "x' OR 1=1" } },
      { filter: { type: 'Drop Table' } },
    ]) {
      const params = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]),
      );
      expect((await t.request(`/api/events?${params}`, { token: superToken })).status).toBe(400);
    }
  });

  it('lists the event types present with how many of each the log holds, and counts a new one at once', async () => {
    const types = async () => {
      const res = await t.request('/api/event-types?range=[0,99]', {
        token: superToken,
        headers: { 'X-Consistent-After': String(await t.platform.store.headPosition()) },
      });
      expect(res.status).toBe(200);
      return new Map((res.body as { id: string; count: number }[]).map((r) => [r.id, r.count]));
    };
    // The counts are the log's own: every event in the store, by type.
    const inStore = async () => {
      const { rows } = await t.platform.pool.query<{ type: string; n: string }>(
        'SELECT type, count(*) AS n FROM es_events GROUP BY type',
      );
      return new Map(rows.map((r) => [r.type, Number(r.n)]));
    };
    const before = await types();
    expect(before).toEqual(await inStore());
    expect(before.get('SuperadminRegistered')).toBe(1);
    // Asked again (the page kept in memory), then after one more enrolment: the new count, not the kept one.
    expect(await types()).toEqual(before);
    await enrol();
    const after = await types();
    expect(after.get('SchoolEnrolmentSubmitted')).toBe(before.get('SchoolEnrolmentSubmitted')! + 1);
    expect(after).toEqual(await inStore());
  });
});

/** A tiny RFC 4180 reader: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('events of one instant', () => {
  it('are listed in the order the log holds them, newest first or oldest', async () => {
    // One command's events share their instant: six of them, appended together.
    const recordId = randomUUID();
    const at = '2026-03-02T08:00:00.000Z';
    const metadata = {
      actorId: null,
      actorRole: 'SYSTEM' as const,
      schoolId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: at,
      schemaVersion: 1,
    };
    await t.platform.store.appendToStream(
      `instant-${recordId}`,
      [1, 2, 3, 4, 5, 6].map((step) => ({ type: 'InstantStepped', data: { step }, metadata })),
      { expectedRevision: 'no_stream' },
    );
    const oldest = await events({ filter: { recordId }, sort: ['occurredAt', 'ASC'] });
    expect(oldest.rows.map((r) => r.occurredAt)).toEqual(Array(6).fill(at));
    const positions = oldest.rows.map((r) => r.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(oldest.rows.map((r) => r.summary)).toEqual(
      [1, 2, 3, 4, 5, 6].map((step) => expect.stringContaining(`step: ${step}`)),
    );
    const newest = await events({ filter: { recordId }, sort: ['occurredAt', 'DESC'] });
    expect(newest.rows.map((r) => r.position)).toEqual([...positions].reverse());
  });
});

describe('the audit log as CSV (GET /api/events.csv)', () => {
  it('honours the same filters, quotes properly, and matches the list', async () => {
    const tricky = `Hope, "Faith" & Charity ${randomUUID().slice(0, 6)}`;
    const { schoolId } = await enrol(tricky);
    await t.request('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'Line one\nline two, with "quotes"' },
      token: superToken,
    });
    const head = await t.platform.store.headPosition();
    const filter = encodeURIComponent(JSON.stringify({ recordId: schoolId }));
    const res = await fetch(
      `${t.url}/api/events.csv?filter=${filter}&sort=${encodeURIComponent('["occurredAt","ASC"]')}`,
      {
        headers: { Authorization: `Bearer ${superToken}`, 'X-Consistent-After': String(head) },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="chikoro-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual([
      'occurredAt',
      'type',
      'actorName',
      'actorRole',
      'actorId',
      'schoolName',
      'schoolId',
      'recordType',
      'recordId',
      'recordLabel',
      'summary',
      'changes',
      'position',
      'eventId',
    ]);
    expect(lines.map((l) => l[1])).toEqual(['SchoolEnrolmentSubmitted', 'SchoolRejected']);
    const rejected = Object.fromEntries(header!.map((h, i) => [h, lines[1]![i]]));
    expect(rejected).toMatchObject({
      actorName: 'Platform Superadmin',
      actorRole: 'SUPERADMIN',
      schoolName: tricky,
      recordLabel: tricky,
      summary: `Rejected ${tricky}: Line one\nline two, with "quotes"`,
    });
    expect(rejected.changes).toBe(
      'status: PENDING → REJECTED; reason: (empty) → Line one\nline two, with "quotes"',
    );
    const listed = await events({ filter: { recordId: schoolId }, sort: ['occurredAt', 'ASC'] });
    expect(lines.map((l) => l[13])).toEqual(listed.rows.map((r) => r.id));
  });

  it('exports every matching row, past one page of the list', async () => {
    const head = await t.platform.store.headPosition();
    const res = await fetch(`${t.url}/api/events.csv`, {
      headers: { Authorization: `Bearer ${superToken}`, 'X-Consistent-After': String(head) },
    });
    const lines = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(lines.length - 1).toBe((await events()).total);
  });

  it('is for the superadmin only, and refuses an unknown filter', async () => {
    expect((await t.request('/api/events.csv')).status).toBe(401);
    expect(
      (
        await t.request(`/api/events.csv?filter=${encodeURIComponent('{"secret":1}')}`, {
          token: superToken,
        })
      ).status,
    ).toBe(400);
    const byIds = await t.request(
      `/api/events.csv?filter=${encodeURIComponent(JSON.stringify({ id: [randomUUID()] }))}`,
      { token: superToken },
    );
    expect([byIds.status, byIds.body.detail]).toEqual([
      400,
      'Invalid filter: the CSV is filtered by its filters, not by ids',
    ]);
  });

  it('sorts as the list does: by id (a key of every list) in the same order, and not by a column the log is not sorted by', async () => {
    const head = await t.platform.store.headPosition();
    const byId = encodeURIComponent('["id","DESC"]');
    const res = await fetch(`${t.url}/api/events.csv?sort=${byId}`, {
      headers: { Authorization: `Bearer ${superToken}`, 'X-Consistent-After': String(head) },
    });
    expect(res.status).toBe(200);
    const ids = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
      .slice(1)
      .map((l) => l[13]);
    expect(ids.slice(0, 10)).toEqual(
      (await events({ sort: ['id', 'DESC'], range: [0, 9] })).rows.map((r) => r.id),
    );
    const byType = await t.request(`/api/events.csv?sort=${encodeURIComponent('["type","ASC"]')}`, {
      token: superToken,
    });
    expect(byType.status).toBe(400);
    expect(byType.body.detail).toBe('Cannot sort events by type. Sortable: id, occurredAt');
  });
});
