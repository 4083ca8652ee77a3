import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from './testing/classes';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { approvedSchool, type ApprovedSchool } from './testing/schools';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestPlatform;
let school: ApprovedSchool;
let classId: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await startTestPlatform();
  school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
    name: 'Chipadze Primary School',
  });
  classId = (await levelWithClass(t, school, 'Grade 5', 'Grade 5 Msasa')).classId;
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t?.stop();
});

interface Started {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process (null when it exited by itself). */
  ended: Promise<NodeJS.Signals | null>;
}

/** `npm start`'s entry point in a process of its own, on the test platform's database, data folder (its JWT secret) and superadmin. */
function startProcess(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'launcher/src/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: t.platform.databaseUrl,
      DATA_DIR: t.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      SUPERADMIN_EMAIL: t.superadmin.email,
      SUPERADMIN_PASSWORD: t.superadmin.password,
      EVENTSTORE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Chikoro is running at (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child, ended });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) =>
      reject(
        new Error(
          `the platform process ended (${code ?? signal}) before it was running: ${output}`,
        ),
      ),
    );
  });
}

function enrol(url: string, key: string) {
  return fetch(`${url}/api/commands/EnrolStudent`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${school.admin.token}`,
      'Idempotency-Key': key,
    },
    body: JSON.stringify({
      firstName: 'Rutendo',
      lastName: 'Chari',
      dob: '2015-06-09',
      gender: 'female',
      classId,
    }),
  });
}

describe('a keyed command whose process is killed between its append and keeping its answer', () => {
  it('is answered, when sent again to a fresh process, with the ids the first sending appended, which can be read', async () => {
    const key = 'enrol-rutendo-chari-after-crash';
    const head = await t.platform.store.headPosition();

    const doomed = await startProcess({ CHIKORO_FAULT: 'after-append' });
    await expect(enrol(doomed.url, key)).rejects.toThrow();
    expect(await doomed.ended).toBe('SIGKILL');
    const enrolments = async () =>
      (await t.platform.store.readAll({ after: head, limit: 100 })).filter(
        (e) => e.type === 'StudentEnrolled',
      );
    expect(await enrolments()).toHaveLength(1);
    const enrolled = (await enrolments())[0]!;

    const fresh = await startProcess({});
    const retried = await enrol(fresh.url, key);
    expect(retried.status).toBe(200);
    const answer = (await retried.json()) as {
      studentId: string;
      registrationNumber: string;
      position: number;
      appended: number;
      streamId: string;
    };
    expect(answer).toEqual({
      streamId: enrolled.streamId,
      studentId: (enrolled.data as { studentId: string }).studentId,
      registrationNumber: (enrolled.data as { registrationNumber: string }).registrationNumber,
      position: enrolled.position,
      appended: 1,
    });
    expect(answer.registrationNumber).toBe(
      `CHI-${String(new Date().getUTCFullYear()).slice(2)}-0001`,
    );
    expect(await enrolments()).toEqual([enrolled]);

    const read = await fetch(`${fresh.url}/api/students/${answer.studentId}`, {
      headers: {
        Authorization: `Bearer ${school.admin.token}`,
        'X-Consistent-After': String(answer.position),
      },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id: answer.studentId,
      registrationNumber: answer.registrationNumber,
      firstName: 'Rutendo',
      lastName: 'Chari',
      classId,
    });
    fresh.child.kill('SIGTERM');
    await fresh.ended;
  }, 300_000); // two platform processes start, from TypeScript, on a machine other runs share
});
