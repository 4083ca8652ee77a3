import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@chikoro/contracts';
import { listResources } from '@chikoro/query-service/app';
import { enrolmentDetails, PNG_BYTES } from './testing/fixtures';
import { mailedCode, startTestPlatform, type TestPlatform } from './testing/harness';

/**
 * Thousands of generated requests over every registered command, every list resource, sign-in
 * and the public search: whatever a client sends, the answer is never a 5xx. Each property is
 * bounded in time as well as in runs, so a slow machine runs fewer cases rather than time out.
 */

let t: TestPlatform;
const tokens: (string | undefined)[] = [undefined];
const knownIds: string[] = [];

/** Every field name the shared schemas know, so generated bodies reach past "unknown field". */
const FIELD_NAMES = [
  ...new Set(
    Object.values(contracts).flatMap((value) => {
      const shape = (value as { shape?: unknown } | null)?.shape;
      return shape && typeof shape === 'object' ? Object.keys(shape) : [];
    }),
  ),
];

const nastyText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF tail',
    '\uD83D',
    'Sunrise 🌅',
    'Señora 学校',
    '%',
    '%E0%A4%A',
    '"',
    '\\',
    "'; DROP TABLE es_events; --",
    '__proto__',
    'constructor',
    '9'.repeat(400),
    '2026-02-31',
    'NaN',
    '-1',
    '0772123456',
    'a@b.co',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 30 }),
);
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), nastyText);
const scalar = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 53 + 2, -1, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.constant('known-id'),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Replaces the placeholder by an id that exists, so some commands reach their decider. */
function withKnownIds(json: string): string {
  return json.replaceAll('"known-id"', () =>
    JSON.stringify(knownIds[Math.floor(Math.random() * knownIds.length)] ?? 'none'),
  );
}

/** Valid bodies with one field spoilt reach the decider and the append, where a 500 would hide. */
const bases: Record<string, Record<string, unknown>> = {
  EnrolSchool: enrolmentDetails(),
  RaiseEnquiry: {
    name: 'Fuzz School',
    town: 'Kwekwe',
    country: 'Zimbabwe',
    province: 'Midlands',
    district: 'Kwekwe Urban',
    headFirstName: 'Ruvimbo',
    headLastname: 'Nyoni',
    headPhonenumber: '0771700700',
    headEmail: 'head@fuzz.test',
    adminFirstName: 'Simba',
    adminLastName: 'Ncube',
    adminPhonenumber: '0772700700',
    adminEmail: 'admin@fuzz.test',
    numberOfStudents: 400,
    numberOfTeachers: 20,
    schoolContact: '0552220000',
    address: '3 Fuzz Road',
  },
};

const commandBody = (type: string) =>
  fc.oneof(
    fc
      .dictionary(fieldName, value, { maxKeys: 10 })
      .map((body) => withKnownIds(JSON.stringify(body))),
    fc
      .record({
        field: fc.constantFrom(...Object.keys(bases[type] ?? { name: '' })),
        spoilt: value,
      })
      .map(({ field, spoilt }) =>
        withKnownIds(JSON.stringify({ ...(bases[type] ?? {}), [field]: spoilt })),
      ),
    value.map((v) => JSON.stringify(v) ?? 'null'),
    nastyText,
  );

/** A request whose answer must not be a 5xx; a failure names the request so it can be replayed. */
async function never5xx(description: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${t.url}${path}`, init);
  const text = await res.text();
  if (res.status >= 500)
    throw new Error(`${res.status} for ${description}: ${path}\n${text.slice(0, 300)}`);
  if (res.status >= 400)
    expect(res.headers.get('content-type'), `${description} ${path}`).toContain(
      'application/problem+json',
    );
}

const auth = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};
const bounded = (numRuns: number, seconds: number) => ({
  numRuns,
  interruptAfterTimeLimit: seconds * 1000,
});

beforeAll(async () => {
  t = await startTestPlatform({
    RATE_LIMIT_ENQUIRIES: 'off',
    RATE_LIMIT_ENROLMENTS: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
  });
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  const details = enrolmentDetails();
  const enrolled = await t.request('/api/commands/EnrolSchool', { json: details });
  await t.request('/api/commands/ApproveSchool', {
    json: { schoolId: enrolled.body.schoolId },
    token: superToken,
  });
  const email = details.adminEmail.toLowerCase();
  await t.request('/api/auth/set-password', {
    json: { email, code: await mailedCode(t.platform, email), password: 'Admin-password-1' },
  });
  tokens.push(superToken, await t.login(email, 'Admin-password-1'));
  const enquiry = await t.request('/api/commands/RaiseEnquiry', { json: bases.RaiseEnquiry });
  const pending = await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails() });
  knownIds.push(enrolled.body.schoolId, enquiry.body.enquiryId, pending.body.schoolId);
}, 120_000);
afterAll(async () => t?.stop());

describe('no generated request makes the server answer 5xx', () => {
  it('JSON bodies over every registered command, as each role', async () => {
    const types = t.platform.commands.registry.types();
    expect(types.length).toBeGreaterThan(10);
    const request = fc.constantFrom(...types).chain((type) =>
      fc.record({
        type: fc.constant(type),
        body: commandBody(type),
        token: fc.constantFrom(...tokens),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ type, body, token }) => {
        await never5xx(`${type} ${body.slice(0, 200)}`, `/api/commands/${type}`, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', ...auth(token) },
        });
      }),
      bounded(1500, 12),
    );
  }, 60_000);

  it('hand-made multipart on the public enrolment', async () => {
    const part = fc.record({
      name: fc.oneof(
        fc.constantFrom('logo', 'receipt', 'body', 'name', '__proto__', 'constructor'),
        fieldName,
      ),
      fileName: fc.option(
        fc.oneof(
          fc.constantFrom('crest.png', 'Escuela Señora 学校.png', 'a"b.png', '..\\..\\x.png'),
          nastyText,
        ),
      ),
      content: fc.oneof(
        fc.constant(PNG_BYTES),
        nastyText.map((s) => Buffer.from(s)),
        fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
      ),
      headerless: fc.boolean(),
    });
    const form = fc.record({
      parts: fc.array(part, { maxLength: 5 }),
      cutAt: fc.option(fc.nat()),
      boundary: fc.constantFrom('fuzzB', '', 'a b', '"'),
    });
    await fc.assert(
      fc.asyncProperty(form, async ({ parts, cutAt, boundary }) => {
        const b = boundary || 'fuzzB';
        const chunks = parts.flatMap((p) => {
          const disposition = `Content-Disposition: form-data; name="${p.name}"${p.fileName === null ? '' : `; filename="${p.fileName}"`}`;
          return [
            Buffer.from(`--${b}\r\n${p.headerless ? '' : `${disposition}\r\n`}\r\n`),
            p.content,
            Buffer.from('\r\n'),
          ];
        });
        let bytes = Buffer.concat([...chunks, Buffer.from(`--${b}--\r\n`)]);
        if (cutAt !== null) bytes = bytes.subarray(0, cutAt % (bytes.length + 1));
        const contentType = boundary
          ? `multipart/form-data; boundary=${boundary}`
          : 'multipart/form-data';
        await never5xx(
          `multipart ${JSON.stringify(parts.map((p) => [p.name, p.fileName]))} cut ${cutAt}`,
          '/api/commands/EnrolSchool',
          {
            method: 'POST',
            body: bytes,
            headers: { 'Content-Type': contentType },
          },
        );
      }),
      bounded(300, 5),
    );
  }, 60_000);

  it('sign-in, recovery and the public school search', async () => {
    const request = fc.record({
      path: fc.constantFrom(
        '/api/auth/login',
        '/api/auth/forgot-password',
        '/api/auth/verify-code',
        '/api/auth/reset-password',
        '/api/auth/set-password',
        '/api/auth/refresh',
      ),
      body: fc.dictionary(
        fc.oneof(
          fc.constantFrom(
            'identifier',
            'password',
            'email',
            'code',
            'token',
            'refreshToken',
            'newPassword',
          ),
          nastyText,
        ),
        scalar,
        { maxKeys: 4 },
      ),
      q: nastyText,
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, body, q }) => {
        await never5xx(`${path} ${JSON.stringify(body)}`, path, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json' },
        });
        await never5xx(
          `search ${JSON.stringify(q)}`,
          `/api/public/schools?${new URLSearchParams({ q, onChikoro: q.slice(0, 5) })}`,
        );
      }),
      bounded(250, 4),
    );
  }, 60_000);

  it('list parameters over every list resource', async () => {
    const names = listResources.map((r) => r.name);
    const number = fc.oneof(
      fc.integer({ min: -5, max: 200 }),
      fc.double(),
      fc.constantFrom(2 ** 53, 2 ** 53 + 2, 1e20, -0, 1e308),
      fc.nat(),
    );
    const param = <T>(json: fc.Arbitrary<T>) =>
      fc.option(
        fc.oneof(
          json.map((v) => JSON.stringify(v)),
          nastyText,
        ),
      );
    const resource = fc.constantFrom(...listResources);
    const request = resource.chain((r) =>
      fc.record({
        name: fc.constant(r.name),
        sort: param(
          fc.tuple(
            fc.oneof(fc.constantFrom('id', ...Object.keys(r.sortable)), nastyText),
            fc.constantFrom('ASC', 'DESC', 'asc', 'sideways'),
          ),
        ),
        range: param(fc.oneof(fc.tuple(number, number), fc.array(number, { maxLength: 3 }))),
        filter: param(
          fc.dictionary(
            fc.oneof(fc.constantFrom('id', ...Object.keys(r.filters)), nastyText),
            value,
            { maxKeys: 3 },
          ),
        ),
        token: fc.constantFrom(...tokens),
      }),
    );
    expect(names.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(request, async ({ name, sort, range, filter, token }) => {
        const params = new URLSearchParams();
        for (const [key, v] of Object.entries({ sort, range, filter }))
          if (v !== null) params.set(key, withKnownIds(v));
        await never5xx(`list ${params}`, `/api/${name}?${params}`, { headers: auth(token) });
      }),
      bounded(1200, 8),
    );
  }, 60_000);

  it('ids in the path of every list resource', async () => {
    const percentEncoded = nastyText.map((s) =>
      [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
    );
    const id = fc.oneof(
      percentEncoded,
      fc.uuid(),
      fc.constantFrom('%E0%A4%A', '%', '%zz', 'SchoolApproved', '..', 'a'.repeat(300)),
    );
    const request = fc.record({
      name: fc.constantFrom(...listResources.map((r) => r.name)),
      id,
      token: fc.constantFrom(...tokens),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ name, id: raw, token }) => {
        await never5xx(`get one ${raw}`, `/api/${name}/${raw}`, { headers: auth(token) });
      }),
      bounded(300, 3),
    );
  }, 60_000);
});
