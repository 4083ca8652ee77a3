import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { approvedSchool } from '../testing/schools';
import { setUpDemoSchool } from './setup';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.stop());

describe("the demo school's set-up", () => {
  it('a secondary school gets the year with the Ministry’s three terms, five departments, Form 1–4 on the sample scale and ten subjects', async () => {
    const superToken = await t.login(t.superadmin.email, t.superadmin.password);
    const { admin } = await approvedSchool(t, superToken);
    await setUpDemoSchool(t.url, admin.token, 'Mabvazuva High School', '2026-11-23');
    const headers = { 'X-Consistent-After': String(await t.platform.store.headPosition()) };
    const get = async (path: string) =>
      (await t.request(path, { token: admin.token, headers })).body;

    expect(
      (await get('/api/terms?sort=["startDate","ASC"]')).map(
        (x: { name: string; startDate: string; endDate: string }) =>
          `${x.name} ${x.startDate} ${x.endDate}`,
      ),
    ).toEqual([
      'Term 1 2026-01-13 2026-04-10',
      'Term 2 2026-05-12 2026-08-07',
      'Term 3 2026-09-08 2026-12-04',
    ]);
    expect(
      (await get('/api/levels')).map(
        (l: { name: string; gradingScale: { rows: { grade: string }[] } }) =>
          `${l.name} ${l.gradingScale.rows.map((r) => r.grade).join('')}`,
      ),
    ).toEqual(['Form 1 ABCDEU', 'Form 2 ABCDEU', 'Form 3 ABCDEU', 'Form 4 ABCDEU']);
    expect(
      (await get('/api/departments')).map(
        (d: { name: string; subjectCount: number }) => `${d.name} ${d.subjectCount}`,
      ),
    ).toEqual(['Commercials 1', 'Humanities 3', 'Languages 2', 'Practicals 1', 'Sciences 3']);
    expect((await get('/api/school-setup/summary')).counts).toEqual({
      academicYears: 1,
      terms: 3,
      departments: 5,
      levels: 4,
      subjects: 10,
    });
  });
});
