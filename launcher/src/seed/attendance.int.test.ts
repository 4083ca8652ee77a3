import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, pinTestDay } from '../testing/dates';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { enrol } from '../testing/registers';
import { approvedSchool } from '../testing/schools';
import { listQuery, readNow } from '../testing/staff';
import { seedDemoAttendance } from './attendance';
import { demoApi, seedDemoClasses } from './classes';
import { setUpDemoSchool } from './setup';

const clock = pinTestDay('2026-11-25');
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({}, { clock });
});
afterAll(async () => t?.stop());

describe("the demo's registers", () => {
  it('ten past school days of the current term for each class with students; none for a class without', async () => {
    const { admin, schoolId } = await approvedSchool(
      t,
      await t.login(t.superadmin.email, t.superadmin.password),
    );
    await setUpDemoSchool(t.url, admin.token, 'Mabvazuva High School', dayFromToday(0));
    const api = demoApi(t.url, admin.token);
    const [blue, gold] = await seedDemoClasses(api);
    const school = { schoolId, admin };
    for (const [first, last] of [
      ['Tendai', 'Moyo'],
      ['Rudo', 'Chikwanha'],
      ['Chipo', 'Ndlovu'],
    ] as const)
      await enrol(t, school, blue!.classId, first, last);
    await enrol(t, school, gold!.classId, 'Nyasha', 'Banda');

    // Ten school days before today, fewer in a term's first fortnight, none before the year's first term.
    const [term] = (await readNow(t, `/api/terms${listQuery({ current: true })}`, admin.token))
      .body as { startDate: string; endDate: string }[];
    let days = 0;
    for (let o = -1; term && days < 10 && dayFromToday(o) >= term.startDate; o -= 1) {
      if (
        dayFromToday(o) <= term.endDate &&
        ![0, 6].includes(new Date(`${dayFromToday(o)}T00:00:00Z`).getUTCDay())
      )
        days += 1;
    }

    expect(await seedDemoAttendance(api, dayFromToday(0))).toBe(2 * days);
    const taken = await readNow(
      t,
      `/api/attendance${listQuery({ taken: true }, ['date', 'ASC'], [0, 99])}`,
      admin.token,
    );
    expect(taken.body.map((r: { className: string }) => r.className).sort()).toEqual([
      ...Array(days).fill('Form 1 Blue'),
      ...Array(days).fill('Form 1 Gold'),
    ]);
    expect(
      taken.body.every(
        (r: { total: number; className: string }) =>
          r.total === (r.className === 'Form 1 Blue' ? 3 : 1),
      ),
    ).toBe(true);
    const figures = await readNow(
      t,
      `/api/attendance-summary${listQuery({ q: 'Tendai' })}`,
      admin.token,
    );
    expect(
      figures.body.map((f: { schoolDays: number; present: number; absent: number }) => [
        f.schoolDays,
        f.present + f.absent,
      ]),
    ).toEqual(days ? [[days, days]] : []);
  });
});
