import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressRoutes } from './testing/expressRoutes';
import { startTestPlatform, type TestPlatform } from './testing/harness';

type Json = Record<string, any>;

describe('the OpenAPI document of the running platform', () => {
  let t: TestPlatform;
  let document: Json;
  beforeAll(async () => {
    t = await startTestPlatform();
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await res.json()) as Json;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('GET /api/openapi.json is valid OpenAPI 3.1 by an independent validator, without signing in', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it('lists every route the API has and no other (every command under POST /commands/{type})', () => {
    const documented = Object.entries(document.paths as Record<string, Json>).flatMap(
      ([path, item]) =>
        Object.keys(item).map(
          (method) =>
            `${method.toUpperCase()} ${path.replace(/^\/commands\/\w+$/, '/commands/{type}')}`,
        ),
    );
    const routes = expressRoutes(t.platform.api);
    expect(
      routes.filter((r) => !documented.includes(r)),
      'routes the document lacks',
    ).toEqual([]);
    expect(
      [...new Set(documented)].filter((r) => !routes.includes(r)),
      'documented routes the API lacks',
    ).toEqual([]);
    expect(routes).toContain('GET /report-cards/{id}/pdf');
    expect(routes).toContain('GET /students/{id}');
  });

  it('documents exactly the commands the command service takes', () => {
    const commands = Object.keys(document.paths as Json)
      .filter((p) => p.startsWith('/commands/'))
      .map((p) => p.slice('/commands/'.length))
      .sort();
    expect(commands).toEqual([...t.platform.commands.registry.types()].sort());
    expect(commands).toContain('RecordExchangeRate');
  });

  it('GET /api/docs is a page rendering the document with Swagger UI served from the platform itself', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(html).toContain("url: '/api/openapi.json'");
    const bundle = await fetch(`${t.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    const css = await fetch(`${t.url}/api/docs/swagger-ui.css`);
    expect(css.status).toBe(200);
    const missing = await t.request('/api/docs/nothing-here.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
