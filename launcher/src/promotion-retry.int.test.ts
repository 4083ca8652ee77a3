import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_GRADING_SCALE } from '@chikoro/contracts';
import type { EventStore } from '@chikoro/eventstore';
import type { CommandModule } from '@chikoro/command-service/app';
import { commandModules } from '@chikoro/command-service/modules';
import { promotionCommands } from '@chikoro/command-service/promotions/index';
import { registerPromotionCommands } from '@chikoro/command-service/promotions/routes';
import { dayFromToday, pinTestDay } from './testing/dates';
import { startTestPlatform, type TestPlatform } from './testing/harness';
import { schoolWithClass, type RegisterSchool } from './testing/registers';
import { TEST_JWT_SECRET, listQuery, readNow } from './testing/staff';

const clock = pinTestDay('2026-11-25');

/** The promotions' store, whose `failAt`-th append from now on fails (once), as a lost database would. */
const faults = { failAt: 0, appends: 0 };
function failing(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      if (name !== 'appendToStream') return Reflect.get(target, name, receiver) as unknown;
      return (...args: Parameters<EventStore['appendToStream']>) => {
        faults.appends += 1;
        if (faults.appends === faults.failAt) {
          faults.failAt = 0;
          return Promise.reject(new Error('the database went away'));
        }
        return target.appendToStream(...args);
      };
    },
  });
}
const failOnAppend = (n: number) => Object.assign(faults, { failAt: n, appends: 0 });

const promotionsOnAFailingStore: CommandModule = {
  register: (registry, deps) => registerPromotionCommands(registry, failing(deps.store)),
};

let t: TestPlatform;
let a: RegisterSchool;
const ids = { fromYear: '', toYear: '', blue2: '', planId: '' };

const post = (type: string, json: unknown) =>
  t.request(`/api/commands/${type}`, { json, token: a.school.admin.token });
async function ok(type: string, json: unknown) {
  const res = await post(type, json);
  if (res.status !== 201) throw new Error(`${type} refused: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, string>;
}
const list = (resource: string, filter: Record<string, unknown>) =>
  readNow(t, `/api/${resource}${listQuery(filter)}`, a.school.admin.token);

/** A student's moves between classes, each with the batch that made it. */
async function movesOf(studentId: string) {
  const events = await t.platform.store.readStream(`student-${studentId}`);
  return events
    .filter((e) => e.type === 'StudentMovedToClass')
    .map((e) => [(e.data as { toClassId: string }).toClassId, e.metadata.batchId]);
}

async function classOf(studentId: string) {
  const [row] = (await list('students', { id: studentId })).body as { classId: string }[];
  return row!.classId;
}

beforeAll(async () => {
  t = await startTestPlatform(
    { JWT_SECRET: TEST_JWT_SECRET },
    {
      clock,
      commands: commandModules.map((m) =>
        m === promotionCommands ? promotionsOnAFailingStore : m,
      ),
    },
  );
  const superToken = await t.login(t.superadmin.email, t.superadmin.password);
  a = await schoolWithClass(t, superToken, 'Form 1 Blue', [
    ['Tendai', 'Moyo'],
    ['Rudo', 'Chari'],
    ['Farai', 'Ncube'],
  ]);
  ids.fromYear = ((await list('academic-years', {})).body as { id: string }[])[0]!.id;
  ids.toYear = (
    await ok('OpenAcademicYear', {
      name: 'Next year',
      startDate: dayFromToday(61),
      endDate: dayFromToday(300),
    })
  ).academicYearId!;
  const form2 = (await ok('DefineLevel', { name: 'Form 2', gradingScale: SAMPLE_GRADING_SCALE }))
    .levelId!;
  ids.blue2 = (await ok('CreateClass', { levelId: form2, name: 'Form 2 Blue' })).classId!;
  ids.planId = (
    await ok('PlanPromotion', {
      fromYearId: ids.fromYear,
      toYearId: ids.toYear,
      levelId: a.levelId,
    })
  ).planId!;
}, 300_000);
afterAll(async () => t?.stop());

describe('an apply that fails part way', () => {
  let batchId = '';

  it('leaves the plan Applying, with the students moved so far carrying the batch', async () => {
    // The plan's start is the first append, then one a student (Farai, Rudo, Tendai): the third fails.
    failOnAppend(3);
    const res = await post('ApplyPromotion', { planId: ids.planId });
    expect(res.status).toBe(500);
    const [plan] = (await list('promotion-plans', { id: ids.planId })).body;
    expect(plan.status).toBe('Applying');
    batchId = plan.batchId;
    const [tendai, rudo, farai] = a.students.map((s) => s.id);
    expect(await movesOf(farai!)).toEqual([[ids.blue2, batchId]]);
    expect(await movesOf(rudo!)).toEqual([]);
    expect(await movesOf(tendai!)).toEqual([]);
  });

  it('refuses a change to the plan while the batch is unfinished', async () => {
    const res = await post('ChangePromotionPlan', {
      planId: ids.planId,
      studentId: a.students[0]!.id,
      outcome: 'graduate',
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This promotion is being applied: apply it again to finish it');
  });

  it('is finished by applying again: the same batch, each student moved once', async () => {
    const res = await post('ApplyPromotion', { planId: ids.planId });
    expect(res.status).toBe(201);
    expect(res.body.batchId).toBe(batchId);
    for (const student of a.students) {
      expect(await movesOf(student.id)).toEqual([[ids.blue2, batchId]]);
      expect(await classOf(student.id)).toBe(ids.blue2);
    }
    const [plan] = (await list('promotion-plans', { id: ids.planId })).body;
    expect([plan.status, plan.batchId]).toEqual(['Applied', batchId]);
    const rows = (await list('promotions', { batchId })).body as { studentName: string }[];
    expect(rows.map((r) => r.studentName).sort()).toEqual([
      'Farai Ncube',
      'Rudo Chari',
      'Tendai Moyo',
    ]);
  });

  it('an undo that fails part way is finished by undoing again, each student moved back once', async () => {
    failOnAppend(3);
    expect((await post('UndoPromotion', { batchId })).status).toBe(500);
    const [undoing] = (await list('promotion-plans', { id: ids.planId })).body;
    expect(undoing.status).toBe('Undoing');
    const res = await post('UndoPromotion', { batchId });
    expect(res.status).toBe(201);
    for (const student of a.students) {
      expect(await movesOf(student.id)).toEqual([
        [ids.blue2, batchId],
        [a.classId, batchId],
      ]);
      expect(await classOf(student.id)).toBe(a.classId);
    }
    const [plan] = (await list('promotion-plans', { id: ids.planId })).body;
    expect(plan.status).toBe('Planned');
  });
});
