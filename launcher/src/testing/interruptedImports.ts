import { expect } from 'vitest';
import type { TestPlatform } from './harness';
import { startPlatformProcess, type PlatformProcess } from './process';

/** The whole platform in a process of its own, on the test platform's database and data folder (its sign-in secret). */
export const platformProcessOn = (t: TestPlatform): Promise<PlatformProcess> =>
  startPlatformProcess(t.platform.databaseUrl, {
    DATA_DIR: t.dataDir,
    SUPERADMIN_EMAIL: t.superadmin.email,
    SUPERADMIN_PASSWORD: t.superadmin.password,
    EVENTSTORE_URL: '',
  });

/** The bulk import's form: the kind, the batch to resume if any, and the file. */
export function importForm(kind: string, fileName: string, content: string, resume?: string) {
  const body = new FormData();
  body.append('kind', kind);
  if (resume) body.append('resume', resume);
  body.append('file', new Blob([content]), fileName);
  return body;
}

/**
 * Sends the import to the process, following its progress lines, and kills the process with
 * SIGKILL as soon as `killAt(done)` holds. Resolves with the last progress seen; fails the test
 * when the import finished first.
 */
export async function importUntilKilled(
  p: PlatformProcess,
  token: string,
  body: FormData,
  killAt: (done: number) => boolean,
) {
  const res = await fetch(`${p.url}/api/imports`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/x-ndjson' },
  });
  expect(res.status, res.status === 200 ? '' : (await res.text()).slice(0, 400)).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let last = { done: 0, total: 0 };
  let outcome: unknown;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      const lines = text.split('\n');
      text = lines.pop()!;
      for (const line of lines
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { type: string; done: number; total: number })) {
        if (line.type === 'outcome') outcome = line;
        if (line.type === 'progress') last = { done: line.done, total: line.total };
        if (line.type === 'progress' && killAt(line.done)) p.child.kill('SIGKILL');
      }
    }
  } catch {
    // The connection ends with the process.
  }
  expect(outcome, 'the import finished before the process was killed').toBeUndefined();
  expect(await p.exited).toBe('SIGKILL');
  return last;
}

/** A school's latest import, as its ImportStarted in the log names it. */
export async function latestBatch(t: TestPlatform, schoolId: string): Promise<string> {
  const events = await t.platform.store.readAll({
    after: 0,
    limit: 100_000,
    types: ['ImportStarted'],
  });
  return (
    events.filter((e) => e.metadata.schoolId === schoolId).at(-1)!.data as { batchId: string }
  ).batchId;
}
