import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  enquiryMessages,
  enquiryStatusMessages,
  numberMessages,
  type Enquiry,
  type EnquiryInput,
} from '@chikoro/contracts';
import { enrolmentDetails } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

let counter = 0;
/** A complete, valid enquiry; each call a different school. */
function enquiryDetails(overrides: EnquiryInput = {}): EnquiryInput {
  counter += 1;
  return {
    name: `Enquiring School ${counter}`,
    town: 'Masvingo',
    country: 'Zimbabwe',
    province: 'Masvingo',
    district: 'Masvingo Urban',
    headFirstName: 'Rutendo',
    headLastname: 'Chiweshe',
    headPhonenumber: '0771400400',
    headEmail: `head${counter}@enquiry.test`,
    adminFirstName: 'Tapiwa',
    adminLastName: `Muchena${counter}`,
    adminPhonenumber: '0772400400',
    adminEmail: `admin${counter}@enquiry.test`,
    numberOfStudents: 512,
    numberOfTeachers: 24,
    schoolContact: '0392260000',
    address: `${counter} Hughes Street`,
    ...overrides,
  };
}

/** A POST from a chosen loopback address (127.0.0.x), as the rate limiter sees distinct clients. */
function postFrom(
  url: string,
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
  const payload = JSON.stringify(body);
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : undefined,
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('enquiries', () => {
  let t: TestPlatform;
  let superToken: string;
  const raise = (body: unknown) => t.request('/api/commands/RaiseEnquiry', { json: body });
  const list = (query: Record<string, unknown>, position = 0, token = superToken) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]),
    );
    return t.request(`/api/enquiries?${params}`, {
      token,
      headers: { 'X-Consistent-After': String(position) },
    });
  };

  /** Bad input answers 4xx and appends nothing: the log's head does not move. */
  async function refusedWithoutAppending(body: unknown) {
    const before = await t.platform.store.headPosition();
    const res = await raise(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await t.platform.store.headPosition()).toBe(before);
    return res.body.errors as { field: string; message: string }[];
  }

  beforeAll(async () => {
    // This suite sends many enquiries from one address: the limits have their own suite below.
    t = await startTestPlatform({ RATE_LIMIT_ENQUIRIES: 'off', RATE_LIMIT_PUBLIC_BURST: 'off' });
    superToken = await t.login(t.superadmin.email, t.superadmin.password);
  });
  afterAll(async () => t?.stop());

  describe('RaiseEnquiry (public)', () => {
    it('records a complete enquiry without a sign-in, and the superadmin sees it pending with every detail', async () => {
      const details = enquiryDetails({
        schoolEmail: 'office@enquiry.test',
        numberOfStudents: '640' as never,
      });
      const res = await raise(details);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ streamId: `enquiry-${res.body.enquiryId}`, appended: 1 });
      const row = await t.request(`/api/enquiries/${res.body.enquiryId}`, {
        token: superToken,
        headers: { 'X-Consistent-After': String(res.body.position) },
      });
      expect(row.headers.get('x-consistency')).toBeNull();
      expect(row.body).toEqual({
        ...details,
        id: res.body.enquiryId,
        numberOfStudents: 640,
        status: 'Pending',
        superadminComment: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        resolvedAt: null,
      });
    });

    it('lists every missing field with its message, in the spec order, the Zimbabwe province last', async () => {
      const errors = await refusedWithoutAppending({ country: 'Zimbabwe' });
      const { province, country: _c, schoolEmail: _s, ...required } = enquiryMessages;
      expect(errors.map((e) => e.message)).toEqual([...Object.values(required), province]);
      expect(errors.map((e) => e.field)).toEqual([...Object.keys(required), 'province']);
    });

    it('needs the province when the country is Zimbabwe', async () => {
      expect(
        await refusedWithoutAppending(enquiryDetails({ province: '  ', district: undefined })),
      ).toEqual([{ field: 'province', message: enquiryMessages.province }]);
    });

    it('refuses a Zimbabwean district outside the chosen province, and a district with no province', async () => {
      expect(
        await refusedWithoutAppending(
          enquiryDetails({ province: 'Harare', district: 'Gweru Urban' }),
        ),
      ).toEqual([
        { field: 'district', message: 'Gweru Urban district does not belong in Harare province' },
      ]);
      expect(
        await refusedWithoutAppending(
          enquiryDetails({ country: 'Zimbabwe', province: '', district: 'Gweru Urban' }),
        ),
      ).toEqual([
        { field: 'province', message: enquiryMessages.province },
        { field: 'district', message: 'Please select a province first' },
      ]);
    });

    it('takes any other country with free-text province and district, or none', async () => {
      expect(
        (
          await raise(
            enquiryDetails({ country: 'Mozambique', province: 'Manica', district: 'Sussundenga' }),
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await raise(
            enquiryDetails({ country: undefined, province: undefined, district: undefined }),
          )
        ).status,
      ).toBe(201);
    });

    it('refuses invalid emails, counts that are not whole, too large or missing, and an unknown country', async () => {
      const errors = await refusedWithoutAppending(
        enquiryDetails({
          headEmail: 'head at school',
          adminEmail: 'admin@school',
          numberOfStudents: 5_250_000,
          numberOfTeachers: 2.5,
          country: 'Atlantis',
          province: 'X',
          district: undefined,
        }),
      );
      expect(errors).toEqual([
        { field: 'headEmail', message: enquiryMessages.headEmail },
        { field: 'adminEmail', message: enquiryMessages.adminEmail },
        { field: 'numberOfStudents', message: numberMessages.tooLarge },
        { field: 'numberOfTeachers', message: numberMessages.notWhole },
        { field: 'country', message: enquiryMessages.country },
      ]);
      expect(await refusedWithoutAppending(enquiryDetails({ numberOfTeachers: '' }))).toEqual([
        { field: 'numberOfTeachers', message: enquiryMessages.numberOfTeachers },
      ]);
    });

    it('refuses unknown fields, blank names and malformed JSON', async () => {
      expect(
        await refusedWithoutAppending({ ...enquiryDetails(), status: 'Resolved' }),
      ).toHaveLength(1);
      expect(await refusedWithoutAppending(enquiryDetails({ name: '   ' }))).toEqual([
        { field: 'name', message: enquiryMessages.name },
      ]);
      const before = await t.platform.store.headPosition();
      const bad = await t.request('/api/commands/RaiseEnquiry', {
        method: 'POST',
        body: '{"name":',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(bad.status).toBe(400);
      expect(await t.platform.store.headPosition()).toBe(before);
    });

    it('answers a filled honeypot like a success, and records nothing', async () => {
      const before = await t.platform.store.headPosition();
      const res = await raise({
        ...enquiryDetails({ name: 'Honeypot Bot Academy' }),
        website: 'http://cheap-pills.example',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        streamId: `enquiry-${res.body.enquiryId}`,
        position: expect.any(Number),
        appended: 1,
        enquiryId: expect.any(String),
      });
      expect(await t.platform.store.headPosition()).toBe(before);
      expect(await t.platform.store.readStream(res.body.streamId)).toEqual([]);
      // Even a bot's incomplete form looks accepted.
      expect((await raise({ website: 'x' })).status).toBe(201);
      expect(await t.platform.store.headPosition()).toBe(before);
      const found = await list({ filter: { q: 'Honeypot Bot' } }, before);
      expect(found.body).toEqual([]);
    });

    it('takes an empty honeypot, as the form always sends it', async () => {
      expect((await raise({ ...enquiryDetails(), website: '' })).status).toBe(201);
    });
  });

  describe('the enquiries list (superadmin only)', () => {
    const ids: Record<string, string> = {};
    let last = 0;

    beforeAll(async () => {
      const rows: [string, EnquiryInput][] = [
        [
          'Zambezi Valley School',
          {
            town: 'Kariba',
            province: 'Mashonaland West',
            district: 'Kariba Urban',
            adminFirstName: 'Nyasha',
            adminLastName: 'Gwatidzo',
          },
        ],
        [
          'Amai Mugabe Primary',
          {
            town: 'Bindura',
            province: 'Mashonaland Central',
            district: 'Bindura Urban',
            adminFirstName: 'Fadzai',
            adminLastName: 'Moyo',
          },
        ],
        [
          'Limpopo Border School',
          {
            town: 'Beitbridge',
            province: 'Matabeleland South',
            district: 'Beitbridge Town',
            address: '7 Customs Road',
            adminFirstName: 'Lwazi',
            adminLastName: 'Sibanda',
          },
        ],
      ];
      for (const [name, overrides] of rows) {
        const res = await raise(enquiryDetails({ name, ...overrides }));
        ids[name] = res.body.enquiryId;
        last = res.body.position;
      }
    });

    it('is refused without a sign-in (401) and to a school admin (403)', async () => {
      expect((await t.request('/api/enquiries')).status).toBe(401);
      const admin = await approvedAdminToken();
      const res = await list({}, 0, admin);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(authMessages.forbidden);
      expect(
        (await t.request(`/api/enquiries/${ids['Zambezi Valley School']}`, { token: admin }))
          .status,
      ).toBe(403);
    });

    it('searches by school name, admin name and location', async () => {
      const names = async (q: string) =>
        ((await list({ filter: { q }, sort: ['name', 'ASC'] }, last)).body as Enquiry[]).map(
          (r) => r.name,
        );
      expect(await names('zambezi')).toEqual(['Zambezi Valley School']);
      expect(await names('Fadzai Moyo')).toEqual(['Amai Mugabe Primary']);
      expect(await names('sibanda')).toEqual(['Limpopo Border School']);
      expect(await names('Customs Road')).toEqual(['Limpopo Border School']);
      expect(await names('Mashonaland')).toEqual(['Amai Mugabe Primary', 'Zambezi Valley School']);
      expect(await names('Kariba Urban')).toEqual(['Zambezi Valley School']);
    });

    it('sorts by name and date, and pages with the total in Content-Range', async () => {
      const byName = await list({ sort: ['name', 'ASC'], range: [0, 9] }, last);
      const names = (byName.body as Enquiry[]).map((r) => r.name);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      const total = names.length;
      const second = await list({ sort: ['name', 'ASC'], range: [2, 3] }, last);
      expect(second.headers.get('content-range')).toBe(`enquiries 2-3/${total}`);
      expect((second.body as Enquiry[]).map((r) => r.name)).toEqual(names.slice(2, 4));
      const byDate = (await list({ sort: ['createdAt', 'DESC'], range: [0, 2] }, last))
        .body as Enquiry[];
      expect(byDate.map((r) => r.name)).toEqual([
        'Limpopo Border School',
        'Amai Mugabe Primary',
        'Zambezi Valley School',
      ]);
      expect((await list({ sort: ['adminEmail', 'ASC'] })).status).toBe(400);
      expect((await list({ filter: { status: 'PENDING' } })).status).toBe(400);
    });

    it('resolves with a comment, refuses a second resolution (409), reopens, and filters by status', async () => {
      const enquiryId = ids['Zambezi Valley School']!;
      const head = await t.platform.store.headPosition();
      const noComment = await t.request('/api/commands/ResolveEnquiry', {
        json: { enquiryId, comment: '  ' },
        token: superToken,
      });
      expect(noComment.status).toBe(400);
      expect(noComment.body.errors).toEqual([
        { field: 'comment', message: enquiryStatusMessages.commentRequired },
      ]);
      const early = await t.request('/api/commands/ReopenEnquiry', {
        json: { enquiryId },
        token: superToken,
      });
      expect(early.status).toBe(409);
      expect(early.body.detail).toBe(enquiryStatusMessages.notResolved);
      expect(await t.platform.store.headPosition()).toBe(head);

      const resolved = await t.request('/api/commands/ResolveEnquiry', {
        json: { enquiryId, comment: 'Called Nyasha; a demo is booked for Monday.' },
        token: superToken,
      });
      expect(resolved.status).toBe(201);
      const row = await t.request(`/api/enquiries/${enquiryId}`, {
        token: superToken,
        headers: { 'X-Consistent-After': String(resolved.body.position) },
      });
      expect(row.body).toMatchObject({
        status: 'Resolved',
        superadminComment: 'Called Nyasha; a demo is booked for Monday.',
        resolvedAt: expect.any(String),
      });

      const again = await t.request('/api/commands/ResolveEnquiry', {
        json: { enquiryId, comment: 'Again' },
        token: superToken,
      });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(enquiryStatusMessages.alreadyResolved);

      const resolvedOnly = (await list({ filter: { status: 'Resolved' } }, resolved.body.position))
        .body as Enquiry[];
      expect(resolvedOnly.map((r) => r.id)).toEqual([enquiryId]);
      const pending = (
        await list({ filter: { status: 'Pending' }, range: [0, 99] }, resolved.body.position)
      ).body as Enquiry[];
      expect(pending.map((r) => r.id)).not.toContain(enquiryId);

      const reopened = await t.request('/api/commands/ReopenEnquiry', {
        json: { enquiryId, comment: 'They asked about fees as well.' },
        token: superToken,
      });
      expect(reopened.status).toBe(201);
      const after = await t.request(`/api/enquiries/${enquiryId}`, {
        token: superToken,
        headers: { 'X-Consistent-After': String(reopened.body.position) },
      });
      expect(after.body).toMatchObject({
        status: 'Pending',
        superadminComment: 'They asked about fees as well.',
        resolvedAt: null,
      });
    });

    it('ResolveEnquiry and ReopenEnquiry are refused without a sign-in (401), to a school admin (403), and for an unknown enquiry (404)', async () => {
      const enquiryId = ids['Amai Mugabe Primary']!;
      const admin = await approvedAdminToken();
      const head = await t.platform.store.headPosition();
      expect(
        (await t.request('/api/commands/ResolveEnquiry', { json: { enquiryId, comment: 'Done' } }))
          .status,
      ).toBe(401);
      const forbidden = await t.request('/api/commands/ResolveEnquiry', {
        json: { enquiryId, comment: 'Done' },
        token: admin,
      });
      expect(forbidden.status).toBe(403);
      expect(
        (await t.request('/api/commands/ReopenEnquiry', { json: { enquiryId }, token: admin }))
          .status,
      ).toBe(403);
      const unknown = await t.request('/api/commands/ResolveEnquiry', {
        json: { enquiryId: '00000000-0000-4000-8000-000000000000', comment: 'Done' },
        token: superToken,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe(enquiryStatusMessages.notFound);
      expect(await t.platform.store.headPosition()).toBe(head);
    });
  });

  let adminToken: string | undefined;
  /** A school admin of an approved school, signed in (once per file). */
  async function approvedAdminToken(): Promise<string> {
    if (adminToken) return adminToken;
    const details = enrolmentDetails();
    const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
    await t.request('/api/commands/ApproveSchool', {
      json: { schoolId: enrolled.body.schoolId },
      token: superToken,
    });
    const code = await mailedCode(t.platform, details.adminEmail);
    await t.request('/api/auth/set-password', {
      json: { email: details.adminEmail, code, password: 'Admin-password-1' },
    });
    adminToken = await t.login(details.adminEmail, 'Admin-password-1');
    return adminToken;
  }
});

describe('abuse protection on public commands (the default limits)', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // Default per-address limits; a small overall burst cap so the test can reach it.
    t = await startTestPlatform({ RATE_LIMIT_PUBLIC_BURST: '8/1m' });
  });
  afterAll(async () => t?.stop());

  it('lets five enquiries a 10 minutes through from one address, then answers 429 with Retry-After and appends nothing', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await postFrom(t.url, '127.0.0.11', '/api/commands/RaiseEnquiry', enquiryDetails()))
          .status,
      ).toBe(201);
    const head = await t.platform.store.headPosition();
    const refused = await postFrom(
      t.url,
      '127.0.0.11',
      '/api/commands/RaiseEnquiry',
      enquiryDetails(),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body.detail).toMatch(
      /^You have sent too many enquiries\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Bad input and honeypot hits from a limited address are refused the same way.
    expect((await postFrom(t.url, '127.0.0.11', '/api/commands/RaiseEnquiry', {})).status).toBe(
      429,
    );
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('another address is not held back by the first, until the overall burst cap is reached', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await postFrom(t.url, '127.0.0.12', '/api/commands/RaiseEnquiry', enquiryDetails()))
          .status,
      ).toBe(201);
    const head = await t.platform.store.headPosition();
    const busy = await postFrom(
      t.url,
      '127.0.0.13',
      '/api/commands/RaiseEnquiry',
      enquiryDetails(),
    );
    expect(busy.status).toBe(429);
    expect(busy.body.detail).toMatch(
      /^We are receiving too many requests right now\. Please try again in \d+ (seconds|minute)\.$/,
    );
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('keeps enrolments on their own, looser limit', async () => {
    const res = await postFrom(
      t.url,
      '127.0.0.11',
      '/api/commands/EnrolSchool',
      enrolmentDetails(),
    );
    expect(res.status).toBe(201);
  });

  it('a forged X-Forwarded-For does not escape the limit: the socket address counts', async () => {
    const res = await t.request('/api/commands/RaiseEnquiry', {
      json: enquiryDetails(),
      headers: { 'X-Forwarded-For': '203.0.113.50' },
    });
    expect(res.status).toBe(429);
  });
});
