import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentMessages } from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;
beforeAll(async () => {
  t = await startTestPlatform();
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

const listing = {
  name: 'Plumtree School',
  town: 'Plumtree',
  province: 'Matabeleland South',
  country: 'Zimbabwe',
};
const search = async (query: string) =>
  (await t.request(`/api/public/schools?${query}`)).body as { name: string; onChikoro: boolean }[];
const waitForSearch = async (
  query: string,
  check: (rows: { name: string; onChikoro: boolean }[]) => boolean,
) => {
  await expect.poll(async () => check(await search(query)), { timeout: 10_000 }).toBe(true);
};

describe('ListSchoolInDirectory', () => {
  it('is the superadmin’s: anonymous 401, and nothing appended', async () => {
    const head = await t.platform.store.headPosition();
    expect((await t.request('/api/commands/ListSchoolInDirectory', { json: listing })).status).toBe(
      401,
    );
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('refuses a Zimbabwean province that does not exist, with the spec message, appending nothing', async () => {
    const head = await t.platform.store.headPosition();
    const res = await t.request('/api/commands/ListSchoolInDirectory', {
      json: { ...listing, province: 'Atlantis' },
      token: superToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'province', message: enrolmentMessages.province }]);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('lists the school in the public search, by name in any case, not yet on Chikoro', async () => {
    const res = await t.request('/api/commands/ListSchoolInDirectory', {
      json: listing,
      token: superToken,
    });
    expect(res.status).toBe(201);
    await waitForSearch('q=PLUMTREE%20sch', (rows) => rows.length === 1);
    expect(await search('q=plumtree')).toEqual([
      expect.objectContaining({ name: 'Plumtree School', town: 'Plumtree', onChikoro: false }),
    ]);
    expect(await search('q=Matabeleland')).toEqual([]); // the search is on the school name only
    expect(await search('q=plumtree&onChikoro=true')).toEqual([]);
    expect((await t.request('/api/public/schools?onChikoro=maybe')).status).toBe(400);
  });

  it('an approved enrolment of the same school replaces its listing', async () => {
    const enrolled = await t.request('/api/commands/EnrolSchool', {
      json: enrolmentDetails({
        name: 'Plumtree School',
        town: 'Plumtree',
        province: 'Matabeleland South',
        district: 'Bulilima',
      }),
    });
    await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: enrolled.body.schoolId },
      token: superToken,
    });
    await waitForSearch('q=plumtree', (rows) => rows.length === 1 && rows[0]!.onChikoro);
    expect(await search('q=plumtree&onChikoro=true')).toHaveLength(1);
  });
});
