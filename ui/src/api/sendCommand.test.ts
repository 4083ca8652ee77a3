import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandAnswer } from '@chikoro/contracts';
import { sendCommand } from './httpClient';
import { sendFormCommand } from './formCommand';

const LEVEL = 'b0000000-0000-4000-8000-000000000001';

/**
 * Checked by tsc, never run: a name the command map lacks, a body the command does not take, or
 * a JSON body for a command that carries files does not compile; the answer is the command's own.
 */
export async function commandsAsTheCompilerSeesThem(): Promise<void> {
  // @ts-expect-error an unknown command
  await sendCommand('CreateKlass', { levelId: LEVEL, name: 'Form 1 Blue' });
  // @ts-expect-error CreateClass needs a level
  await sendCommand('CreateClass', { name: 'Form 1 Blue' });
  // @ts-expect-error a class is named by its id, as text
  await sendCommand('DeleteClass', { classId: 7 });
  // @ts-expect-error UploadDocument carries its file: a FormData, not JSON
  await sendCommand('UploadDocument', { title: 'Fees 2026' });
  const created: CommandAnswer<'CreateClass'> = await sendCommand('CreateClass', {
    levelId: LEVEL,
    name: 'Form 1 Blue',
  });
  const classId: string = created.classId;
  // @ts-expect-error CreateClass answers a classId, not a studentId
  const studentId: string = created.studentId;
  void [classId, studentId];
  // @ts-expect-error a form's values go to a command of the map only
  await sendFormCommand('CreateKlass', { levelId: LEVEL, name: 'Form 1 Blue' });
  // @ts-expect-error UploadDocument carries its file: its form sends a FormData through sendCommand
  await sendFormCommand('UploadDocument', { title: 'Fees 2026' });
  const formCreated: CommandAnswer<'CreateClass'> = await sendFormCommand('CreateClass', {
    levelId: LEVEL,
    name: 'Form 1 Blue',
  });
  void formCreated;
}

interface Sent {
  url: string;
  body: string;
  key: string | null;
}

let sent: Sent[];
let answers: (() => Response)[];

beforeEach(() => {
  sent = [];
  answers = [];
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
  };
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: String(init.body),
      key: new Headers(init.headers).get('Idempotency-Key'),
    });
    return Promise.resolve((answers.shift() ?? (() => new Response('{}', { status: 500 })))());
  });
});
afterEach(() => vi.unstubAllGlobals());

const created = () =>
  new Response(JSON.stringify({ streamId: 'class-1', position: 41, appended: 1, classId: 'c1' }), {
    status: 201,
  });

describe('a command sent by its name', () => {
  it('posts its body as JSON to the command and answers what the server answered', async () => {
    answers.push(created);
    const answer = await sendCommand('CreateClass', { levelId: LEVEL, name: 'Form 1 Blue' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/commands/CreateClass');
    expect(JSON.parse(sent[0]!.body)).toEqual({ levelId: LEVEL, name: 'Form 1 Blue' });
    expect(sent[0]!.key).toMatch(/^cmd-[0-9a-f]{32}$/);
    expect(answer.classId).toBe('c1');
  });

  it('carries the same key when sent again after a lost answer, and a new one once settled', async () => {
    answers.push(() => new Response('{}', { status: 503 }), created, created);
    const body = { levelId: LEVEL, name: 'Form 1 Blue' };
    await expect(sendCommand('CreateClass', body)).rejects.toThrow();
    await sendCommand('CreateClass', body);
    await sendCommand('CreateClass', body);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it("uses a page's own key as it is", async () => {
    answers.push(created);
    await sendCommand(
      'CreateClass',
      { levelId: LEVEL, name: 'Form 1 Blue' },
      { idempotencyKey: 'cmd-from-the-page' },
    );
    expect(sent[0]!.key).toBe('cmd-from-the-page');
  });
});

describe("a form's values sent as a command", () => {
  it("sends what the command map's schema makes of them", async () => {
    answers.push(created);
    const answer = await sendFormCommand('CreateClass', {
      levelId: LEVEL,
      name: '  Form 1 Blue  ',
    });
    expect(sent[0]!.url).toBe('/api/commands/CreateClass');
    expect(JSON.parse(sent[0]!.body)).toEqual({ levelId: LEVEL, name: 'Form 1 Blue' });
    expect(answer.classId).toBe('c1');
  });

  it('sends nothing when the schema refuses them', async () => {
    await expect(sendFormCommand('CreateClass', { levelId: LEVEL, name: '' })).rejects.toThrow(
      'Please fill in all fields',
    );
    await expect(
      sendFormCommand('CreateClass', { levelId: LEVEL, name: 'Form 1 Blue', teacherId: 'someone' }),
    ).rejects.toThrow();
    expect(sent).toEqual([]);
  });
});
