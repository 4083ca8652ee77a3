import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentMessages, fileMessages, numberMessages } from '@chikoro/contracts';
import {
  enrolmentDetails,
  enrolmentForm,
  PDF_BYTES,
  PNG_BYTES,
  SVG_BYTES,
} from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.stop());

const enrol = (body: FormData | unknown, headers: Record<string, string> = {}) =>
  body instanceof FormData
    ? t.request('/api/commands/EnrolSchool', { method: 'POST', body, headers })
    : t.request('/api/commands/EnrolSchool', { json: body, headers });

/** Bad input answers 4xx and appends nothing: the log's head does not move. */
async function refusedWithoutAppending(body: FormData | unknown) {
  const before = await t.platform.store.headPosition();
  const res = await enrol(body);
  expect(await t.platform.store.headPosition()).toBe(before);
  return res;
}

describe('EnrolSchool (public, multipart)', () => {
  it('records a complete enrolment with its logo and receipt, and the superadmin sees it pending', async () => {
    const details = enrolmentDetails({
      numberOfStudents: 900,
      paymentMethod: 'ecocash',
      ownershipType: 'Church' as never,
    });
    const res = await enrol(
      enrolmentForm(details, [
        { field: 'logo', name: 'crest.png', bytes: PNG_BYTES, type: 'image/png' },
        { field: 'receipt', name: 'receipt.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
      ]),
    );
    expect(res.status).toBe(201);
    const token = await t.login(t.superadmin.email, t.superadmin.password);
    const row = await t.request(`/api/enrolment-requests/${res.body.schoolId}`, {
      token,
      headers: { 'X-Consistent-After': String(res.body.position) },
    });
    expect(row.body).toMatchObject({
      name: details.name,
      status: 'PENDING',
      ownershipType: 'CHURCH',
      paymentMethod: 'ECOCASH',
      numberOfStudents: 900,
    });
    const logo = await fetch(`${t.url}/api/files/${row.body.logoFileId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect((await fetch(`${t.url}/api/files/${row.body.logoFileId}`)).status).toBe(401);
  });

  it('takes the second reading of the form: one JSON text part named body', async () => {
    const form = new FormData();
    form.append('message', 'School enrolment');
    form.append('body', JSON.stringify(enrolmentDetails()));
    expect((await enrol(form)).status).toBe(201);
  });

  it('lists every missing field with the spec message, in the spec order', async () => {
    const res = await refusedWithoutAppending({});
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual(
      Object.values(enrolmentMessages),
    );
  });

  it('trims leading whitespace and refuses a blank name and an email without a dotted domain', async () => {
    const res = await refusedWithoutAppending(
      enrolmentDetails({ name: '   ', headEmail: 'head@school' }),
    );
    expect(res.body.errors).toEqual([
      { field: 'name', message: enrolmentMessages.name },
      { field: 'headEmail', message: enrolmentMessages.headEmail },
    ]);
  });

  it('refuses a Zimbabwean district outside the chosen province', async () => {
    const res = await refusedWithoutAppending(
      enrolmentDetails({ province: 'Harare', district: 'Gweru Urban' }),
    );
    expect(res.body.errors).toEqual([
      { field: 'district', message: 'Gweru Urban district does not belong in Harare province' },
    ]);
  });

  it('takes free-text province and district outside Zimbabwe', async () => {
    const res = await enrol(
      enrolmentDetails({ country: 'Zambia', province: 'Lusaka Province', district: 'Chongwe' }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses numbers of 5,250,000 and more', async () => {
    const res = await refusedWithoutAppending(enrolmentDetails({ numberOfStudents: 5_250_000 }));
    expect(res.body.errors).toEqual([
      { field: 'numberOfStudents', message: numberMessages.tooLarge },
    ]);
  });

  it('refuses unknown fields', async () => {
    const res = await refusedWithoutAppending({ ...enrolmentDetails(), status: 'APPROVED' });
    expect(res.status).toBe(400);
  });

  it('refuses a text file disguised as a PNG logo, by its content', async () => {
    const res = await refusedWithoutAppending(
      enrolmentForm(enrolmentDetails(), [
        {
          field: 'logo',
          name: 'logo.png',
          bytes: Buffer.from('#!/bin/sh\necho hi\n'),
          type: 'image/png',
        },
      ]),
    );
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual([{ field: 'logo', message: fileMessages.logoType }]);
  });

  it('takes an SVG logo but refuses an SVG receipt', async () => {
    expect(
      (
        await enrol(
          enrolmentForm(enrolmentDetails(), [
            { field: 'logo', name: 'logo.svg', bytes: SVG_BYTES },
          ]),
        )
      ).status,
    ).toBe(201);
    const res = await refusedWithoutAppending(
      enrolmentForm(enrolmentDetails(), [{ field: 'receipt', name: 'r.svg', bytes: SVG_BYTES }]),
    );
    expect(res.body.errors).toEqual([{ field: 'receipt', message: fileMessages.receiptType }]);
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await refusedWithoutAppending(
      enrolmentForm(enrolmentDetails(), [{ field: 'logo', name: 'big.png', bytes: big }]),
    );
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([{ field: 'logo', message: fileMessages.size }]);
  });

  it('answers a repeated Idempotency-Key with the first result and appends nothing', async () => {
    const details = enrolmentDetails();
    const first = await enrol(details, {
      'Idempotency-Key': `enrol-${details.name.replace(/\W/g, '')}`,
    });
    const head = await t.platform.store.headPosition();
    const again = await enrol(details, {
      'Idempotency-Key': `enrol-${details.name.replace(/\W/g, '')}`,
    });
    expect(again.body).toEqual(first.body);
    expect(await t.platform.store.headPosition()).toBe(head);
  });

  it('answers malformed JSON and unknown commands with problem+json, not a 500', async () => {
    const bad = await t.request('/api/commands/EnrolSchool', {
      method: 'POST',
      body: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect((await t.request('/api/commands/DropAllTables', { json: {} })).status).toBe(404);
  });
});
