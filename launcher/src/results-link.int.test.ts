import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '@chikoro/command-service/notify/mailer';
import { applyResultsLinkEvents } from '@chikoro/command-service/results/linksReactor';
import type { ReportCardRow } from '@chikoro/contracts';
import { pinTestDay } from './testing/dates';
import { currentRecords, eventually } from './testing/family';
import { inviteParent, linkParent } from './testing/families';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { resultsWorld, type ResultsWorld } from './testing/results';
import {
  movableClock,
  registeredParent as registeredAt,
  resultsLinksSent,
  tokenIn,
  tokenTo,
  type SentLink,
} from './testing/resultsLinks';
import { signedInAs } from './testing/people';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET } from './testing/staff';

const clock = movableClock(pinTestDay('2026-11-25'));

let t: TestPlatform;
let a: ApprovedSchool;
let w: ResultsWorld;
let b: ApprovedSchool;
let bWorld: ResultsWorld;
const parents: Record<'chipo' | 'tawanda' | 'farai' | 'rudo', string> = {
  chipo: '',
  tawanda: '',
  farai: '',
  rudo: '',
};

async function send(token: string, type: string, json: unknown) {
  const res = await t.request(`/api/commands/${type}`, { json, token });
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as { position: number } & Record<string, unknown>;
}

const registeredParent = (
  school: ApprovedSchool,
  phone: string,
  canonicalPhone: string,
  name: [string, string],
) => registeredAt(t, school, phone, canonicalPhone, name);
const linksSent = (schoolId: string) => resultsLinksSent(t, schoolId);
const byPhone = (sent: SentLink[]) =>
  [...sent].sort((x, y) => x.to_address.localeCompare(y.to_address));
const open = (token: string) => t.request(`/api/public/results/${token}`);

beforeAll(async () => {
  t = await startTestPlatform(
    {
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://chikoro.test',
      // Per address only: the overall limit of public requests is another test's.
      RATE_LIMIT_VERIFICATIONS: '100/10m',
      RATE_LIMIT_PUBLIC_BURST: 'off',
    },
    { clock },
  );
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await approvedSchool(t, superToken, { name: 'Mufakose High School' });
  w = await resultsWorld(t, a, await currentRecords(t, a));
  b = await approvedSchool(t, superToken, { name: 'Chikurubi High School' });
  bWorld = await resultsWorld(t, b, await currentRecords(t, b));
  const [anesu, batsi] = w.students;
  parents.chipo = await registeredParent(a, '0772440101', '263772440101', ['Chipo', 'Mutasa']);
  parents.tawanda = await registeredParent(a, '0772440102', '263772440102', ['Tawanda', 'Moyo']);
  parents.farai = await registeredParent(a, '0772440202', '263772440202', ['Farai', 'Ncube']);
  // Invited, never registered: not an active parent.
  parents.rudo = await inviteParent(t, a, {
    phoneNumber: '0772440103',
    firstName: 'Rudo',
    lastName: 'Moyo',
  });
  for (const parentId of [parents.chipo, parents.tawanda, parents.rudo])
    await linkParent(t, a, parentId, anesu!.id);
  await linkParent(t, a, parents.farai, batsi!.id);
  const bParent = await registeredParent(b, '0772440404', '263772440404', ['Nyasha', 'Banda']);
  await linkParent(t, b, bParent, bWorld.students[0]!.id);
}, 240_000);
afterAll(async () => t?.stop());

describe('results links', () => {
  it('once the school turns them on, publication puts one SMS per active parent in the outbox, each with its own link', async () => {
    await send(a.admin.token, 'ChangeResultsLinkSetting', { sendOnPublication: true });
    const published = await send(a.admin.token, 'PublishResults', {
      classId: w.classId,
      termId: w.rec.termId,
    });
    await reactorPassed(t.platform, 'results-links', published.position);
    const sent = await linksSent(a.schoolId);
    expect(byPhone(sent).map((m) => [m.to_address, m.channel, m.recipient_name])).toEqual([
      ['263772440101', 'SMS', 'Chipo Mutasa'],
      ['263772440102', 'SMS', 'Tawanda Moyo'],
      ['263772440202', 'SMS', 'Farai Ncube'],
    ]);
    expect(byPhone(sent)[0]!.body).toMatch(
      /^Mufakose High School: Anesu's Term 3 2026 report card is ready\. Open it at https:\/\/chikoro\.test\/results\/[A-Za-z0-9_-]{43} \(valid 14 days, this card only\)\.$/,
    );
    expect(new Set(sent.map((m) => tokenIn(m.body))).size).toBe(3);
    // Only the hashes are kept.
    const { rows } = await t.platform.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM results_links',
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenIn(sent[0]!.body));
  });

  it('a link opens that card only, without a sign-in, and its PDF; another family’s link opens their card, never this one', async () => {
    const sent = await linksSent(a.schoolId);
    const chipo = tokenTo(sent, '263772440101');
    const farai = tokenTo(sent, '263772440202');
    const card = await eventually('the card behind the link', async () => {
      const res = await open(chipo);
      return res.status === 200 && res;
    });
    expect(card.headers.get('cache-control')).toBe('private, no-store');
    const row = card.body as ReportCardRow;
    expect([row.studentName, row.version, row.amended, row.className]).toEqual([
      'Anesu Moyo',
      1,
      false,
      'Form 2 Blue',
    ]);
    const other = (await open(farai)).body as ReportCardRow;
    expect([other.studentName, other.version]).toEqual(['Batsi Ncube', 1]);
    expect(other.id).not.toBe(row.id);

    const pdf = await t.request(`/api/public/results/${chipo}.pdf`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
    expect(pdf.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('an unknown or malformed token finds nothing, with the same answer', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', `${'B'.repeat(43)}.pdf`]) {
      const res = await open(token);
      expect([res.status, res.body.detail]).toEqual([
        404,
        'This results link has expired or been replaced — sign in to read your child’s results.',
      ]);
    }
  });

  it('an amended card revokes the old links and sends new ones: the old link finds nothing, the new one opens version 2', async () => {
    const before = await linksSent(a.schoolId);
    const corrected = await send(a.admin.token, 'CorrectMark', {
      examId: w.papers.english.examId,
      studentId: w.students[0]!.id,
      mark: 82,
      reason: 'a page was not marked',
    });
    await eventually('the amended card’s links', async () => {
      const sent = await linksSent(a.schoolId);
      return sent.length === before.length + 2 && sent;
    });
    await reactorPassed(t.platform, 'results-links', corrected.position);
    const sent = await linksSent(a.schoolId);
    expect(byPhone(sent.slice(before.length)).map((m) => m.to_address)).toEqual([
      '263772440101',
      '263772440102',
    ]);
    expect(sent.at(-1)!.body).toContain("Anesu's Term 3 2026 report card has been amended.");
    const oldChipo = tokenTo(before, '263772440101');
    const old = await open(oldChipo);
    expect([old.status, old.body.detail]).toEqual([
      404,
      'This results link has expired or been replaced — sign in to read your child’s results.',
    ]);
    expect((await t.request(`/api/public/results/${oldChipo}.pdf`)).status).toBe(404);
    const fresh = await eventually('version 2 behind the new link', async () => {
      const res = await open(tokenTo(sent, '263772440101'));
      return res.status === 200 && (res.body as ReportCardRow);
    });
    expect([fresh.studentName, fresh.version, fresh.amended]).toEqual(['Anesu Moyo', 2, true]);
    // Batsi's card was not amended: his parent's link still opens it.
    expect((await open(tokenTo(before, '263772440202'))).status).toBe(200);
  });

  it('a replay of the log sends nothing twice: no second link for the same card version and parent', async () => {
    const links = async () =>
      (
        await t.platform.pool.query(
          'SELECT token_hash, version, parent_id, revoked_at FROM results_links ORDER BY token_hash',
        )
      ).rows;
    const sentBefore = await linksSent(a.schoolId);
    const linksBefore = await links();
    expect(linksBefore).toHaveLength(5);
    const events = await t.platform.store.readAll({
      after: 0,
      limit: 10_000,
      types: [
        'ResultsLinkSettingChanged',
        'ParentLinkedToStudent',
        'ParentUnlinkedFromStudent',
        'ReportCardIssued',
      ],
    });
    const client = await t.platform.pool.connect();
    try {
      await client.query('BEGIN');
      await applyResultsLinkEvents(
        {
          store: t.platform.store,
          mailer: new Mailer(t.platform.pool, undefined, 'school@chikoro.test'),
          publicUrl: 'https://chikoro.test',
        },
        events,
        client,
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await linksSent(a.schoolId)).toEqual(sentBefore);
    expect(await links()).toEqual(linksBefore);
  });

  it('a school that never turned them on sends none', async () => {
    const published = await send(b.admin.token, 'PublishResults', {
      classId: bWorld.classId,
      termId: bWorld.rec.termId,
    });
    await reactorPassed(t.platform, 'results-links', published.position);
    expect(await linksSent(b.schoolId)).toEqual([]);
  });

  it('the setting is the school’s in the admin’s token: another school’s admin changes only their own', async () => {
    await send(b.admin.token, 'ChangeResultsLinkSetting', { sendOnPublication: true });
    const types = async (schoolId: string) =>
      (await t.platform.store.readStream(`results-settings-${schoolId}`)).map((e) => [
        e.type,
        (e.data as { sendOnPublication: boolean }).sendOnPublication,
      ]);
    expect(await types(a.schoolId)).toEqual([['ResultsLinkSettingChanged', true]]);
    expect(await types(b.schoolId)).toEqual([['ResultsLinkSettingChanged', true]]);
    const again = await t.request('/api/commands/ChangeResultsLinkSetting', {
      json: { sendOnPublication: true },
      token: b.admin.token,
    });
    expect(again.status).toBe(200);
    expect(await types(b.schoolId)).toHaveLength(1);
  });

  it('GET /api/results-settings tells each school’s admin their own school’s choice as it now stands, and no one else', async () => {
    const settings = (token?: string) => t.request('/api/results-settings', { token });
    const ofA = await settings(a.admin.token);
    expect([ofA.status, ofA.body]).toEqual([200, { sendOnPublication: true }]);
    await send(b.admin.token, 'ChangeResultsLinkSetting', { sendOnPublication: false });
    expect((await settings(b.admin.token)).body).toEqual({ sendOnPublication: false });
    expect((await settings(a.admin.token)).body).toEqual({ sendOnPublication: true });
    const refused: Record<string, number> = {};
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const)
      refused[role] = (await settings(await signedInAs(t, role, a.schoolId))).status;
    refused.SUPERADMIN = (await settings(await signedInAs(t, 'SUPERADMIN', null))).status;
    refused.signedOut = (await settings()).status;
    expect(refused).toEqual({
      TEACHER: 403,
      STUDENT: 403,
      PARENT: 403,
      SUPERADMIN: 403,
      signedOut: 401,
    });
  });

  it('a link expires 14 days after its card was issued', async () => {
    const newest = tokenTo(await linksSent(a.schoolId), '263772440102');
    clock.daysAhead(13);
    expect((await open(newest)).status).toBe(200);
    clock.daysAhead(15);
    const expired = await open(newest);
    expect([expired.status, expired.body.detail]).toEqual([
      404,
      'This results link has expired or been replaced — sign in to read your child’s results.',
    ]);
    clock.daysAhead(0);
  });

  it('is rate-limited per address: past the limit, 429 with the wait', async () => {
    let refused: Awaited<ReturnType<typeof open>> | undefined;
    for (let i = 0; i < 101 && !refused; i++) {
      const res = await open('C'.repeat(43));
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(404);
    }
    expect(refused?.body.detail).toMatch(
      /^Too many results links opened from your address\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
