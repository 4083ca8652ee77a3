import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSeedHash } from './demo';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the demo template’s key', () => {
  it('changes when a seed file changes or is added, not when a test of the seed does', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    writeFileSync(path.join(folder, 'seed.ts'), 'export const students = 150;');
    writeFileSync(path.join(folder, 'demo.int.test.ts'), 'it()');
    const first = demoSeedHash(folder);
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    writeFileSync(path.join(folder, 'demo.int.test.ts'), 'it(); it()');
    expect(demoSeedHash(folder)).toBe(first);
    writeFileSync(path.join(folder, 'seed.ts'), 'export const students = 151;');
    const changed = demoSeedHash(folder);
    expect(changed).not.toBe(first);
    writeFileSync(path.join(folder, 'promotions.ts'), 'export {};');
    expect(demoSeedHash(folder)).not.toBe(changed);
  });
  it('reads the real seed folder', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    expect(demoSeedHash()).toMatch(/^[0-9a-f]{12}$/);
  });
});
