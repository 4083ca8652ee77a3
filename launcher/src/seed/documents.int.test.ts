import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { approvedSchool, type ApprovedSchool } from '../testing/schools';
import { listQuery, readNow } from '../testing/staff';
import { seedDemoDocuments } from './documents';

let t: TestPlatform;
let school: ApprovedSchool;

beforeAll(async () => {
  t = await startTestPlatform();
  school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password));
});
afterAll(async () => t?.stop());

describe('the demo documents', () => {
  it('are uploaded through UploadDocument: two for families, two for staff, each a real file', async () => {
    const ids = await seedDemoDocuments(t.url, {
      identifier: school.admin.email,
      password: school.admin.password,
    });
    const rows = (
      await readNow(t, `/api/documents${listQuery({}, ['title', 'ASC'])}`, school.admin.token)
    ).body as { title: string; visibility: string; contentType: string }[];
    expect(rows.map((r) => [r.title, r.visibility, r.contentType])).toEqual([
      ['Marking guidelines', 'STAFF', 'application/pdf'],
      ['School calendar', 'FAMILIES', 'application/pdf'],
      [
        'Staff duty roster',
        'STAFF',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['Uniform and stationery list', 'FAMILIES', 'application/pdf'],
    ]);
    const calendar = await fetch(`${t.url}/api/files/documents/${ids[0]}`, {
      headers: { Authorization: `Bearer ${school.admin.token}` },
    });
    const text = Buffer.from(await calendar.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Term 1: 14 January to 10 April) Tj');
    // The cross-reference table points at each object exactly: a reader finds object 3 where it says.
    const offset = Number(/xref\n0 6\n(?:.*\n){3}(\d{10}) 00000 n/.exec(text)?.[1]);
    expect(text.slice(offset, offset + 7)).toBe('3 0 obj');
  });
});
