import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDate, type ReportCardRow } from '@chikoro/contracts';
import type { Clock } from '@chikoro/platform';
import { pinTestDay } from './testing/dates';
import { currentRecords, eventually, FAMILY_PASSWORD, invitationTokenFor } from './testing/family';
import { inviteParent, linkParent } from './testing/families';
import { reactorPassed, startTestPlatform, type TestPlatform } from './testing/harness';
import { resultsWorld, type ResultsWorld } from './testing/results';
import { approvedSchool, type ApprovedSchool } from './testing/schools';
import { TEST_JWT_SECRET } from './testing/staff';

/** The test's day, and a clock the test can move on by whole days (a link's 14 days). */
const day = pinTestDay('2026-11-25');
let ahead = 0;
const clock: Clock = {
  now: () => new Date(day.now().getTime() + ahead),
  today: () => schoolDate(clock.now().toISOString()),
};

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

/** A parent invited by SMS who registers from the link: Active. */
async function registeredParent(
  school: ApprovedSchool,
  phone: string,
  canonicalPhone: string,
  [firstName, lastName]: [string, string],
): Promise<string> {
  const parentId = await inviteParent(t, school, { phoneNumber: phone, firstName, lastName });
  const registered = await t.request('/api/commands/RegisterParent', {
    json: {
      firstName,
      middleName: 'Rumbidzai',
      lastName,
      phonenumber: phone,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@families.test`,
      address: '14 Jason Moyo Avenue',
      country: 'Zimbabwe',
      province: 'Harare',
      district: 'Harare Urban',
      password: FAMILY_PASSWORD,
      repeatPassword: FAMILY_PASSWORD,
      inviteToken: await invitationTokenFor(t, canonicalPhone),
    },
  });
  if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
  return parentId;
}

interface Sent {
  to_address: string;
  channel: string;
  body: string;
  recipient_name: string | null;
}
const linksSent = async (schoolId: string): Promise<Sent[]> =>
  (
    await t.platform.pool.query<Sent>(
      `SELECT to_address, channel, body, recipient_name FROM mail_outbox
       WHERE topic LIKE 'results-link:%' AND school_id = $1 ORDER BY id`,
      [schoolId],
    )
  ).rows;
const byPhone = (sent: Sent[]) =>
  [...sent].sort((x, y) => x.to_address.localeCompare(y.to_address));
const tokenTo = (sent: Sent[], phone: string) =>
  tokenIn(sent.filter((m) => m.to_address === phone).at(-1)!.body);
const tokenIn = (body: string) => /\/results\/([A-Za-z0-9_-]{43}) /.exec(body)![1]!;
const open = (token: string) => t.request(`/api/public/results/${token}`);

beforeAll(async () => {
  t = await startTestPlatform(
    { JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: 'https://chikoro.test' },
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

  it('a school that never turned them on sends none', async () => {
    const published = await send(b.admin.token, 'PublishResults', {
      classId: bWorld.classId,
      termId: bWorld.rec.termId,
    });
    await reactorPassed(t.platform, 'results-links', published.position);
    expect(await linksSent(b.schoolId)).toEqual([]);
  });

  it('a link expires 14 days after its card was issued', async () => {
    const newest = tokenTo(await linksSent(a.schoolId), '263772440102');
    ahead = 13 * 86_400_000;
    expect((await open(newest)).status).toBe(200);
    ahead = 15 * 86_400_000;
    const expired = await open(newest);
    expect([expired.status, expired.body.detail]).toEqual([
      404,
      'This results link has expired or been replaced — sign in to read your child’s results.',
    ]);
    ahead = 0;
  });
});
