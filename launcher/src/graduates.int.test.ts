import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportCardRow } from '@chikoro/contracts';
import { twoSchoolFamily, type TwoSchoolFamily } from './testing/family';
import { PNG_BYTES } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { pinTestDay } from './testing/dates';
import { weekdayFromToday } from './testing/registers';
import { tokenAs } from './testing/results';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

/** A Wednesday in term. */
const clock = pinTestDay('2026-11-25');
const day = weekdayFromToday(0, 1);
const graduateMessage =
  'You have graduated: your past report cards and results stay open to read, but nothing more can be sent or changed';
const childMessage =
  'This child has graduated: their past report cards and results stay open to read, but nothing more can be sent about them';

let t: TestPlatform;
let f: TwoSchoolFamily;
let anesu: string;

const command = (type: string, json: Record<string, unknown>, token: string) =>
  t.request(`/api/commands/${type}`, { json, token });
const photo = (token: string) => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'me.png');
  return t.request('/api/commands/ChangeMyPhoto', { body: form, token });
};
/** Each command a student may send (the command map's STUDENT), as the app sends it. */
const studentCommands: [string, (token: string) => ReturnType<typeof command>][] = [
  ['UpdateMyProfile', (token) => command('UpdateMyProfile', { firstName: 'Anesu-Rose' }, token)],
  ['ChangeMyPhoto', photo],
  ['MarkNotificationsSeen', (token) => command('MarkNotificationsSeen', { upTo: 1 }, token)],
  [
    'MarkAnnouncementRead',
    (token) => command('MarkAnnouncementRead', { announcementId: f.announcements.a }, token),
  ],
];
const cardsOf = async (token: string) =>
  (await readNow(t, `/api/report-cards${listQuery({ studentId: f.anesu.id })}`, token))
    .body as ReportCardRow[];

beforeAll(async () => {
  t = await startTestPlatform({ JWT_SECRET: TEST_JWT_SECRET }, { clock });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  f = await twoSchoolFamily(t, superToken);
  anesu = await tokenAs(t, 'STUDENT', f.anesu.id, f.a.schoolId);
}, 180_000);
afterAll(async () => t?.stop());

describe('before Anesu graduates', () => {
  it('she may mark her notifications seen, and her parent report her absent', async () => {
    expect((await command('MarkNotificationsSeen', { upTo: 1 }, anesu)).status).toBe(201);
    const reported = await command(
      'ReportAbsence',
      { studentId: f.anesu.id, date: day, reason: 'Clinic visit' },
      f.parent.token,
    );
    expect(reported.status).toBe(201);
  });
});

describe('once Anesu has graduated', () => {
  beforeAll(async () => {
    const res = await command(
      'ChangeStudentStatus',
      { studentId: f.anesu.id, status: 'Graduated' },
      f.a.admin.token,
    );
    if (res.status !== 201) throw new Error(`ChangeStudentStatus: ${JSON.stringify(res.body)}`);
  });

  it('she still signs in to read her past card, as her parent reads it', async () => {
    expect((await cardsOf(anesu)).map((c) => c.id)).toEqual([f.anesu.cardId]);
    expect((await cardsOf(f.parent.token)).map((c) => c.id)).toEqual([f.anesu.cardId]);
  });

  it.each(studentCommands)('refuses her %s with 403, appending nothing', async (_name, send) => {
    const head = await t.platform.store.headPosition();
    const refused = await send(anesu);
    expect([refused.status, refused.body.detail]).toEqual([403, graduateMessage]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('refuses her parent a report, a withdrawal or an acknowledgement about her (403)', async () => {
    const head = await t.platform.store.headPosition();
    const sent = [
      await command(
        'ReportAbsence',
        { studentId: f.anesu.id, date: day, reason: 'Clinic visit again' },
        f.parent.token,
      ),
      await command('WithdrawAbsenceReport', { studentId: f.anesu.id, date: day }, f.parent.token),
      await command(
        'AcknowledgeReportCard',
        { classId: f.w.classId, termId: f.w.rec.termId, reportCardId: f.anesu.cardId },
        f.parent.token,
      ),
    ];
    expect(sent.map((r) => [r.status, r.body.detail])).toEqual([
      [403, childMessage],
      [403, childMessage],
      [403, childMessage],
    ]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('leaves her parent free to act for a child still at school', async () => {
    const res = await command(
      'ReportAbsence',
      { studentId: f.tapiwa, date: day, reason: 'Clinic visit' },
      f.parent.token,
    );
    expect(res.status).toBe(201);
  });

  it('shows another family nothing of her: still 404', async () => {
    const hidden = await command(
      'ReportAbsence',
      { studentId: f.anesu.id, date: day, reason: 'Clinic visit' },
      f.otherFamily.token,
    );
    expect([hidden.status, hidden.body.detail]).toEqual([404, 'No such student']);
  });
});
