import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { sampleSnapshot } from '@chikoro/contracts/reportcards/sampleCard';
import { approvedSchool } from './testing/schools';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import {
  TEST_JWT_SECRET,
  issueCard,
  linkParent,
  tokenFor,
  type IssuedVersion,
} from './testing/reportCards';

let t: TestPlatform;
const school = { id: '', name: 'Mufakose High School', logoFileId: null };
const other = { id: '', name: 'Other School', logoFileId: null };
const classId = randomUUID();
const termId = randomUUID();
const term = { id: termId, name: 'Term 1' };
const tendai = {
  id: randomUUID(),
  firstName: 'Tendai',
  lastName: 'Moyo',
  registrationNumber: 'MHS-0042',
};
const rudo = {
  id: randomUUID(),
  firstName: 'Rudo',
  lastName: 'Chikore',
  registrationNumber: 'MHS-0043',
};
const parentId = randomUUID();
let tokens: Record<'admin' | 'otherAdmin' | 'student' | 'parent' | 'teacher', string>;
let tendaiV1: IssuedVersion;
let tendaiV2: IssuedVersion;
let rudoV1: IssuedVersion;
let otherCard: IssuedVersion;

/**
 * A PDF's bytes read back: its pages and text, each run of white space as one space (a line the
 * layout wraps, as a verification code of wide letters does beside its label, reads as one).
 */
async function pdfText(bytes: ArrayBuffer) {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}
const get = (path: string, token?: string) =>
  fetch(`${t.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await startTestPlatform({
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_VERIFICATIONS: '12/10m',
    PUBLIC_URL: 'https://chikoro.example',
  });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  const a = await approvedSchool(t, superToken);
  const b = await approvedSchool(t, superToken);
  school.id = a.schoolId;
  other.id = b.schoolId;
  const cls = { id: classId, name: 'Form 2 Blue' };
  tendaiV1 = await issueCard(t, {
    school,
    student: tendai,
    class: cls,
    term,
    publishedAt: '2025-04-10T09:30:00.000Z',
  });
  rudoV1 = await issueCard(t, {
    school,
    student: rudo,
    class: cls,
    term,
    publishedAt: '2025-04-10T09:30:00.000Z',
  });
  // Version 2: Combined Science corrected from 47.25 (D) to 55.5 (C); the admin shared the first
  // reason with the family and kept the second (about a colleague) within the school.
  const [english, maths, science] = sampleSnapshot().subjects;
  tendaiV2 = await issueCard(t, {
    school,
    student: tendai,
    class: cls,
    term,
    version: 2,
    amended: true,
    publishedAt: '2025-05-02T08:00:00.000Z',
    subjects: [english!, maths!, { ...science!, finalMark: 55.5, grade: 'C' }],
    changes: [
      {
        kind: 'mark',
        subjectId: 'sci',
        subjectName: 'Combined Science',
        examId: 'sci-p2',
        paperNo: 2,
        paperName: 'Paper 2',
        previous: 40,
        mark: 52,
        reason: 'Marking error',
        reasonShared: true,
      },
      {
        kind: 'mark',
        subjectId: 'sci',
        subjectName: 'Combined Science',
        examId: 'sci-p1',
        paperNo: 1,
        paperName: 'Paper 1',
        previous: 20,
        mark: 24,
        reason: 'Mr Dube mis-added the script',
      },
    ],
  });
  otherCard = await issueCard(t, {
    school: other,
    student: { ...tendai, id: randomUUID(), firstName: 'Nyasha' },
    class: { id: randomUUID(), name: 'Form 1' },
    term: { id: randomUUID(), name: 'Term 1' },
  });
  const position = await linkParent(t, school.id, parentId, rudo.id);
  tokens = {
    admin: a.admin.token,
    otherAdmin: b.admin.token,
    student: await tokenFor(t, { userId: tendai.id, role: 'STUDENT', schoolId: school.id }),
    parent: await tokenFor(t, { userId: parentId, role: 'PARENT', schoolId: school.id }),
    teacher: await tokenFor(t, { userId: randomUUID(), role: 'TEACHER', schoolId: school.id }),
  };
  // Read your writes: wait until the report cards' projection has every version above.
  const listed = await t.request('/api/report-cards', {
    token: tokens.admin,
    headers: { 'X-Consistent-After': String(position) },
  });
  expect(listed.body, JSON.stringify(listed.body)).toHaveLength(3);
});
afterAll(() => t?.stop());

describe('GET /api/report-cards/<id>/pdf', () => {
  it('gives the school’s admin the card as a PDF, the same bytes each time', async () => {
    const first = await get(`/api/report-cards/${tendaiV1.reportCardId}/pdf`, tokens.admin);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe(
      'attachment; filename="report-card-tendai-moyo-term-1-2025-v1.pdf"',
    );
    const bytes = await first.arrayBuffer();
    const again = await (
      await get(`/api/report-cards/${tendaiV1.reportCardId}/pdf`, tokens.admin)
    ).arrayBuffer();
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const words of [
      'Mufakose High School',
      'REPORT CARD',
      'Tendai Moyo',
      'Form 2 Blue (Form 2)',
      'Term 1 2025',
      '3 of 38',
      '10 April 2025',
      `Verification code: ${tendaiV1.verificationCode}`,
      tendaiV1.fingerprint,
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('AMENDED');
  });

  it('prints an amended version as AMENDED with what changed, and why only where the admin shared the reason', async () => {
    for (const token of [tokens.admin, tokens.student]) {
      const res = await get(`/api/report-cards/${tendaiV2.reportCardId}/pdf`, token);
      const { text } = await pdfText(await res.arrayBuffer());
      expect(text).toContain('AMENDED');
      expect(text).toContain('Combined Science, Paper 2: from 40 to 52 (Marking error)');
      expect(text).toContain('Combined Science, Paper 1: from 20 to 24');
      expect(text).not.toContain('Mr Dube');
    }
  });

  it('gives a student their own card and no one else’s', async () => {
    expect(
      (await get(`/api/report-cards/${tendaiV2.reportCardId}/pdf`, tokens.student)).status,
    ).toBe(200);
    expect((await get(`/api/report-cards/${rudoV1.reportCardId}/pdf`, tokens.student)).status).toBe(
      404,
    );
  });

  it('gives a parent their linked child’s card and no other', async () => {
    expect((await get(`/api/report-cards/${rudoV1.reportCardId}/pdf`, tokens.parent)).status).toBe(
      200,
    );
    expect(
      (await get(`/api/report-cards/${tendaiV1.reportCardId}/pdf`, tokens.parent)).status,
    ).toBe(404);
  });

  it('knows no card of another school (404), and asks an anonymous visitor to sign in (401)', async () => {
    expect(
      (await get(`/api/report-cards/${tendaiV1.reportCardId}/pdf`, tokens.otherAdmin)).status,
    ).toBe(404);
    expect(
      (await get(`/api/report-cards/${otherCard.reportCardId}/pdf`, tokens.admin)).status,
    ).toBe(404);
    expect((await get(`/api/report-cards/${tendaiV1.reportCardId}/pdf`)).status).toBe(401);
    expect((await get('/api/report-cards/not-an-id/pdf', tokens.admin)).status).toBe(404);
  });
});

describe('a card’s PDF drawn once and kept', () => {
  it('is kept in PostgreSQL after its first reading, served again with the same bytes and a strong ETag, immutable for this sign-in', async () => {
    const first = await get(`/api/report-cards/${rudoV1.reportCardId}/pdf`, tokens.admin);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(first.headers.get('vary')).toContain('Authorization');
    const bytes = Buffer.from(await first.arrayBuffer());
    const { rows } = await t.platform.pool.query<{ pdf: Buffer }>(
      'SELECT pdf FROM rendered_pdfs WHERE key = $1',
      [etag.slice(1, -1)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pdf.equals(bytes)).toBe(true);
    // The parent reads the same card: the same bytes, from the same kept row.
    const parents = await get(`/api/report-cards/${rudoV1.reportCardId}/pdf`, tokens.parent);
    expect(parents.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await parents.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 304 to a reader who has it, and only after that reader’s access is checked', async () => {
    const { headers } = await get(`/api/report-cards/${rudoV1.reportCardId}/pdf`, tokens.admin);
    const etag = headers.get('etag')!;
    const notModified = await fetch(`${t.url}/api/report-cards/${rudoV1.reportCardId}/pdf`, {
      headers: { Authorization: `Bearer ${tokens.parent}`, 'If-None-Match': etag },
    });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    for (const token of [tokens.student, tokens.otherAdmin]) {
      const refused = await fetch(`${t.url}/api/report-cards/${rudoV1.reportCardId}/pdf`, {
        headers: { Authorization: `Bearer ${token}`, 'If-None-Match': etag },
      });
      expect(refused.status).toBe(404);
    }
  });

  it('gives an amended version its own PDF and ETag; the first version keeps its own', async () => {
    const v1 = await get(`/api/report-cards/${tendaiV1.reportCardId}/pdf`, tokens.admin);
    const v2 = await get(`/api/report-cards/${tendaiV2.reportCardId}/pdf`, tokens.admin);
    expect(v2.headers.get('etag')).not.toBe(v1.headers.get('etag'));
    expect((await pdfText(await v2.arrayBuffer())).text).toContain('AMENDED');
    expect((await pdfText(await v1.arrayBuffer())).text).not.toContain('AMENDED');
  });
});

describe('GET /api/report-cards/pdf?classId=&termId=', () => {
  const path = `/api/report-cards/pdf?classId=${classId}&termId=${termId}`;

  it('gives the admin the latest version of every card of the class in one PDF, a page each, by last name', async () => {
    const res = await get(path, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-report-cards')).toBe('2');
    const bytes = await res.arrayBuffer();
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text.indexOf('Rudo Chikore')).toBeLessThan(text.indexOf('Tendai Moyo'));
    expect(text).toContain(`Verification code: ${tendaiV2.verificationCode}`);
    expect(text).not.toContain(tendaiV1.verificationCode);
  });

  it('is for the school’s admin only: another school’s admin finds nothing, other roles are refused, anonymous must sign in', async () => {
    expect((await get(path, tokens.otherAdmin)).status).toBe(404);
    expect((await get(path, tokens.teacher)).status).toBe(403);
    expect((await get(path, tokens.student)).status).toBe(403);
    expect((await get(path, tokens.parent)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
    expect((await get(`/api/report-cards/pdf?classId=${classId}`, tokens.admin)).status).toBe(400);
  });
});

describe('a corrected mark’s reason on the card as the family reads it', () => {
  const changesAs = async (token: string) => {
    const res = await t.request(`/api/report-cards/${tendaiV2.reportCardId}`, { token });
    expect(res.status).toBe(200);
    return (res.body.snapshot as { changes: { reason: string | null }[] }).changes.map(
      (c) => c.reason,
    );
  };

  it('gives the student the reason the admin shared, and not the one kept within the school', async () => {
    expect(await changesAs(tokens.student)).toEqual(['Marking error', null]);
  });

  it('gives the school’s admin both reasons', async () => {
    expect(await changesAs(tokens.admin)).toEqual([
      'Marking error',
      'Mr Dube mis-added the script',
    ]);
  });
});

describe('GET /api/public/verify/<code>', () => {
  const v1Lines = [
    { subject: 'English Language', score: '68.4', grade: 'B' },
    { subject: 'Mathematics', score: '81', grade: 'A' },
    { subject: 'Combined Science', score: '47.25', grade: 'D' },
  ];
  const v2Lines = [
    v1Lines[0],
    v1Lines[1],
    { subject: 'Combined Science', score: '55.5', grade: 'C' },
  ];

  it('tells anyone the school, student, term and year, version, whether amended or the latest, the fingerprint, and each subject’s score and grade', async () => {
    const res = await t.request(`/api/public/verify/${tendaiV1.verificationCode}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      schoolName: 'Mufakose High School',
      studentName: 'Tendai Moyo',
      termName: 'Term 1',
      academicYearName: '2025',
      version: 1,
      amended: false,
      latest: false,
      fingerprint: tendaiV1.fingerprint,
      lines: v1Lines,
      latestVersion: { version: 2, lines: v2Lines },
    });
    const latest = await t.request(`/api/public/verify/${tendaiV2.verificationCode}`);
    expect(latest.body).toEqual({
      schoolName: 'Mufakose High School',
      studentName: 'Tendai Moyo',
      termName: 'Term 1',
      academicYearName: '2025',
      version: 2,
      amended: true,
      latest: true,
      fingerprint: tendaiV2.fingerprint,
      lines: v2Lines,
      latestVersion: null,
    });
  });

  it('never tells another student’s card, a comment, a correction’s reason, a registration number or an id', async () => {
    for (const code of [tendaiV1.verificationCode, tendaiV2.verificationCode]) {
      const text = JSON.stringify((await t.request(`/api/public/verify/${code}`)).body);
      for (const secret of [
        'Rudo',
        'Chikore',
        'Reads widely',
        'Excellent work',
        'A good term',
        'Marking error',
        'Mr Dube',
        'MHS-0042',
        tendai.id,
        school.id,
        classId,
      ]) {
        expect(text, secret).not.toContain(secret);
      }
    }
  });

  it('knows no unknown or malformed code (404)', async () => {
    const unknown = await t.request('/api/public/verify/AAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(
      'No report card has this verification code. Check the code printed on the card.',
    );
    expect((await t.request('/api/public/verify/%27%20or%201%3D1')).status).toBe(404);
  });

  it('refuses an address past its limit with 429 and Retry-After', async () => {
    let refused: Awaited<ReturnType<TestPlatform['request']>> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await t.request(`/api/public/verify/${rudoV1.verificationCode}`);
      if (res.status === 429) refused = res;
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused?.body.detail).toMatch(
      /^Too many verification requests from your address\. Please try again in \d+ minutes?\.$/,
    );
  });
});
