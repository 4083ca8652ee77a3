import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({
  file: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));
const offenders = (found: RegExp, allowed: string[]) =>
  files
    .filter(({ file, text }) => found.test(text) && !allowed.includes(file))
    .map(({ file }) => file);

describe('the UI sends commands through the typed client only', () => {
  it('no file but the client posts to /commands/', () => {
    expect(offenders(/\/commands\//, ['api/httpClient.ts'])).toEqual([]);
  });

  it('no file but the typed senders calls the client’s one post', () => {
    expect(offenders(/\bpostCommand\(/, ['api/httpClient.ts', 'api/formCommand.ts'])).toEqual([]);
  });

  it('finds the client itself, so a moved client fails here rather than passing unseen', () => {
    expect(files.filter(({ text }) => /\/commands\//.test(text)).map(({ file }) => file)).toEqual([
      'api/httpClient.ts',
    ]);
  });
});
