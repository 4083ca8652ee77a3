import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentDetails, enrolmentForm } from './testing/fixtures';
import { startTestPlatform, type TestPlatform } from './testing/harness';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they travel (fetch would decompress them out of sight). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f2a9c1d.js"></script></head><body><div id="root"></div></body></html>';
// Large and repetitive, as a real bundle is: worth compressing.
const script = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ path: `/page-${i}`, title: `Page number ${i}` })))};\n`;

describe('the built UI, served from a checkout under a dot-folder', () => {
  let t: TestPlatform;
  let parent: string;

  beforeAll(async () => {
    // As when someone clones into ~/.projects/chikoro.
    parent = mkdtempSync(path.join(os.tmpdir(), 'chikoro-ui-'));
    const uiDist = path.join(parent, '.projects', 'chikoro', 'ui', 'dist');
    mkdirSync(path.join(uiDist, 'assets'), { recursive: true });
    writeFileSync(path.join(uiDist, 'index.html'), indexHtml);
    writeFileSync(path.join(uiDist, 'assets', 'index-3f2a9c1d.js'), script);
    t = await startTestPlatform({}, { uiDist });
  });
  afterAll(async () => {
    await t?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('answers the home page, /login and any deep link with index.html', async () => {
    for (const page of ['/', '/login', '/superadmin-dashboard/events']) {
      const res = await rawGet(`${t.url}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toString()).toBe(indexHtml);
    }
  });

  it('lets browsers keep hashed assets for a year, and makes them ask again for index.html', async () => {
    const asset = await rawGet(`${t.url}/assets/index-3f2a9c1d.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/login'])
      expect((await rawGet(`${t.url}${page}`)).headers['cache-control'], page).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await rawGet(`${t.url}/assets/index-00000000.js`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type'], res.body.toString()).not.toMatch(/html/);
  });

  it('answers /robots.txt with rules of its own: public pages open, signed-in areas and card verifications closed', async () => {
    const res = await rawGet(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.toString().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const area of [
      '/admin/',
      '/teacher-portal/',
      '/student-portal/',
      '/parent/',
      '/superadmin-dashboard/',
      '/verify/',
      '/api/',
    ]) {
      expect(lines, area).toContain(`Disallow: ${area}`);
    }
    for (const page of [
      '/login',
      '/enrol-your-school',
      '/about',
      '/terms',
      '/privacy',
      '/contact',
    ]) {
      expect(
        lines.filter(
          (l) => l.startsWith('Disallow:') && page.startsWith(l.slice('Disallow: '.length)),
        ),
        page,
      ).toEqual([]);
    }
  });

  it('answers a file the build does not hold with 404, not with the page', async () => {
    for (const file of [
      '/favicon.ico',
      '/sitemap.xml',
      '/wp-login.php',
      '/admin/config.json',
      '/.env.bak',
    ]) {
      const res = await rawGet(`${t.url}${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers['content-type'], file).toMatch(/^application\/problem\+json/);
      expect(res.body.toString(), file).not.toContain('<div id="root">');
    }
  });

  it("still opens the page for a parent's registration link, whatever its path", async () => {
    const res = await rawGet(`${t.url}/st.marys?phoneNumber=263771234567`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(indexHtml);
  });

  it('sends scripts gzip-compressed to a browser that accepts it, and plain to one that does not', async () => {
    const gzipped = await rawGet(`${t.url}/assets/index-3f2a9c1d.js`, {
      'Accept-Encoding': 'gzip',
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const brotli = await rawGet(`${t.url}/assets/index-3f2a9c1d.js`, {
      'Accept-Encoding': 'br, gzip',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await rawGet(`${t.url}/assets/index-3f2a9c1d.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the API answers too', async () => {
    // Enough enrolment requests for a list worth compressing (over a kilobyte).
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await t.request('/api/commands/EnrolSchool', {
            method: 'POST',
            body: enrolmentForm(enrolmentDetails()),
          })
        ).status,
      ).toBe(201);
    }
    const token = await t.login(t.superadmin.email, t.superadmin.password);
    const res = await rawGet(`${t.url}/api/enrolment-requests`, {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(res.body).toString()))).toBe(true);
  });

  it('serves the pages under a strict Content-Security-Policy', async () => {
    const policy = (await rawGet(`${t.url}/login`)).headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
