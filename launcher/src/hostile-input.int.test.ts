import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails, enrolmentForm, PNG_BYTES } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
let superToken: string;

const textMessage =
  'Text must not contain NUL characters or invalid Unicode (an unpaired surrogate).';
const uploadMessage = 'The upload is not valid multipart/form-data: send the form again.';

beforeAll(async () => {
  t = await startTestPlatform({
    RATE_LIMIT_ENQUIRIES: 'off',
    RATE_LIMIT_ENROLMENTS: 'off',
    RATE_LIMIT_PUBLIC_BURST: 'off',
  });
  superToken = await t.login(t.superadmin.email, t.superadmin.password);
});
afterAll(async () => t?.stop());

const fileCount = async () =>
  Number(
    (await t.platform.pool.query<{ n: string }>('SELECT count(*) AS n FROM uploaded_files'))
      .rows[0]!.n,
  );

/** Sends, and checks the answer is a 400 problem and that neither an event nor a file was kept. */
async function refused(path: string, init: Parameters<TestPlatform['request']>[1]) {
  const [head, files] = [await t.platform.store.headPosition(), await fileCount()];
  const res = await t.request(path, init);
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect([await t.platform.store.headPosition(), await fileCount()]).toEqual([head, files]);
  return res.body as { detail: string; errors?: { field: string; message: string }[] };
}

/** A multipart body written by hand, as a hostile client would, with the boundary `B`. */
const rawMultipart = (body: string, contentType = 'multipart/form-data; boundary=B') =>
  ({ method: 'POST', body, headers: { 'Content-Type': contentType } }) as const;

describe('NUL and unpaired surrogates in JSON text', () => {
  it('refuses them in any field of a command, naming the field', async () => {
    for (const bad of ['Nul\u0000 School', 'Lone \uD800 School', 'Lone \uDC00 low']) {
      const body = await refused('/api/commands/EnrolSchool', {
        json: enrolmentDetails({ name: bad }),
      });
      expect(body).toMatchObject({
        detail: textMessage,
        errors: [{ field: 'name', message: textMessage }],
      });
    }
    const schoolId = (await t.request('/api/commands/EnrolSchool', { json: enrolmentDetails() }))
      .body.schoolId;
    const reject = await refused('/api/commands/RejectSchool', {
      json: { schoolId, reason: 'Duplicate\u0000' },
      token: superToken,
    });
    expect(reject.errors).toEqual([{ field: 'reason', message: textMessage }]);
  });

  it('refuses them in keys and nested values too', async () => {
    const body = await refused('/api/commands/CorrectSchoolDetails', {
      json: { schoolId: 'x', changes: { ['na\u0000me']: 'x' } },
      token: superToken,
    });
    expect(body.errors).toEqual([{ field: 'changes.na\uFFFDme', message: textMessage }]);
  });

  it('refuses them at sign-in and in password recovery, before any lookup', async () => {
    expect(
      (
        await refused('/api/auth/login', {
          json: { identifier: 'root@chikoro.test\u0000', password: 'x' },
        })
      ).detail,
    ).toBe(textMessage);
    expect(
      (await refused('/api/auth/forgot-password', { json: { email: '\uD800@chikoro.test' } }))
        .detail,
    ).toBe(textMessage);
  });

  it('takes paired surrogates (emoji) as ordinary text', async () => {
    const res = await t.request('/api/commands/EnrolSchool', {
      json: enrolmentDetails({ name: 'Sunrise School 🌅' }),
    });
    expect(res.status).toBe(201);
  });

  it('refuses a body nested beyond reason with a 400, not a stack overflow', async () => {
    const deep = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const body = await refused('/api/commands/EnrolSchool', {
      method: 'POST',
      body: deep,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(body.detail).toBe('Input must not be nested more than 32 levels deep.');
  });
});

describe('malformed multipart on the public enrolment', () => {
  it('refuses a multipart body without a boundary', async () => {
    expect(
      (await refused('/api/commands/EnrolSchool', rawMultipart('name=x', 'multipart/form-data')))
        .detail,
    ).toBe(uploadMessage);
  });

  it('refuses a body cut short', async () => {
    const cut = '--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf a sch';
    expect((await refused('/api/commands/EnrolSchool', rawMultipart(cut))).detail).toBe(
      uploadMessage,
    );
  });

  it('refuses a part without headers', async () => {
    const headless = '--B\r\n\r\nno headers at all\r\n--B--\r\n';
    expect((await refused('/api/commands/EnrolSchool', rawMultipart(headless))).detail).toBe(
      uploadMessage,
    );
  });

  it('refuses file parts named like object properties as unknown fields', async () => {
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const body = await refused('/api/commands/EnrolSchool', {
        method: 'POST',
        body: enrolmentForm(enrolmentDetails(), [{ field, name: 'x.png', bytes: PNG_BYTES }]),
      });
      expect(body.errors).toEqual([
        { field, message: 'Only a logo and a receipt may be uploaded' },
      ]);
    }
  });

  it('refuses NUL in a text part, in the JSON body part and in a part header', async () => {
    const form = enrolmentForm(enrolmentDetails({ town: 'Mu\u0000tare' }));
    expect(
      (await refused('/api/commands/EnrolSchool', { method: 'POST', body: form })).errors,
    ).toEqual([{ field: 'town', message: textMessage }]);
    const second = new FormData();
    second.append('body', JSON.stringify(enrolmentDetails({ town: 'Mu\u0000tare' })));
    expect(
      (await refused('/api/commands/EnrolSchool', { method: 'POST', body: second })).detail,
    ).toBe(textMessage);
    // busboy itself refuses a NUL in a part header: a malformed upload either way.
    const named = enrolmentForm(enrolmentDetails(), [
      { field: 'logo', name: 'cr\u0000est.png', bytes: PNG_BYTES },
    ]);
    expect(
      (await refused('/api/commands/EnrolSchool', { method: 'POST', body: named })).detail,
    ).toBe(uploadMessage);
  });
});

describe('nothing of a refused command remains', () => {
  /** The store refuses this one school's append, as it would on any failure after the decision. */
  async function withRefusingStore(name: string, run: () => Promise<void>) {
    await t.platform.pool.query(`
      CREATE OR REPLACE FUNCTION test_refuse_append() RETURNS trigger AS $$
      BEGIN
        IF NEW.data->'details'->>'name' = '${name}' THEN RAISE EXCEPTION 'append refused by the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER test_refuse_append BEFORE INSERT ON es_events FOR EACH ROW EXECUTE FUNCTION test_refuse_append();`);
    try {
      await run();
    } finally {
      await t.platform.pool.query(
        'DROP TRIGGER test_refuse_append ON es_events; DROP FUNCTION test_refuse_append();',
      );
    }
  }

  it('keeps no logo or receipt of an enrolment whose append fails', async () => {
    await withRefusingStore('Refused Academy', async () => {
      const before = await fileCount();
      const files = [
        { field: 'logo', name: 'crest.png', bytes: PNG_BYTES },
        { field: 'receipt', name: 'paid.png', bytes: PNG_BYTES },
      ];
      const res = await t.request('/api/commands/EnrolSchool', {
        method: 'POST',
        body: enrolmentForm(enrolmentDetails({ name: 'Refused Academy' }), files),
      });
      expect(res.status).toBe(500);
      expect(await fileCount()).toBe(before);
    });
  });

  it('keeps no logo of an enrolment refused for its details', async () => {
    const before = await fileCount();
    const res = await t.request('/api/commands/EnrolSchool', {
      method: 'POST',
      body: enrolmentForm(enrolmentDetails({ headEmail: 'not an email' }), [
        { field: 'logo', name: 'crest.png', bytes: PNG_BYTES },
      ]),
    });
    expect(res.status).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('keeps the logo of an accepted enrolment', async () => {
    const before = await fileCount();
    const res = await t.request('/api/commands/EnrolSchool', {
      method: 'POST',
      body: enrolmentForm(enrolmentDetails(), [
        { field: 'logo', name: 'crest.png', bytes: PNG_BYTES },
      ]),
    });
    expect(res.status).toBe(201);
    expect(await fileCount()).toBe(before + 1);
  });
});

describe('file names beyond Latin-1', () => {
  it('keeps the name a browser sent, and serves the file under it', async () => {
    const name = 'Escuela Señora 学校.png';
    const enrolled = await t.request('/api/commands/EnrolSchool', {
      method: 'POST',
      body: enrolmentForm(enrolmentDetails(), [
        { field: 'logo', name, bytes: PNG_BYTES, type: 'image/png' },
      ]),
    });
    expect(enrolled.status).toBe(201);
    const [event] = await t.platform.store.readStream(enrolled.body.streamId);
    const logo = (event!.data as { logo: { fileId: string; fileName: string } }).logo;
    expect(logo.fileName).toBe('Escuela Señora 学校.png');

    const res = await fetch(`${t.url}/api/files/${logo.fileId}`, {
      headers: { Authorization: `Bearer ${superToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Escuela Se_ora __.png"; filename*=UTF-8''Escuela%20Se%C3%B1ora%20%E5%AD%A6%E6%A0%A1.png`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });
});
