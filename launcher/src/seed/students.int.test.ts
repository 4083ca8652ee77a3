import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelWithClass } from '../testing/classes';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { list } from '../testing/people';
import { approvedSchool, type ApprovedSchool } from '../testing/schools';
import { demoApi } from './classes';
import {
  changeDemoStudentStatuses,
  demoStudents,
  printedDemoStudent,
  seedDemoStudents,
  setDemoStudentPassword,
} from './students';

const place = { town: 'Harare', province: 'Harare', district: 'Harare Urban' };

describe('demo students', () => {
  it('come in families sharing a surname and a parent phone; the first two schools each start with a child of the demo parent', () => {
    const classes = [
      { id: 'c1', levelName: 'Form 1' },
      { id: 'c2', levelName: 'Form 2' },
    ];
    const students = demoStudents(0, classes, place, 40, 2026);
    expect(students).toHaveLength(40);
    expect([students[0]!.lastName, students[0]!.parentPhone, students[0]!.parentEmail]).toEqual([
      'Mutasa',
      '0712000101',
      'parent@mabvazuva.example',
    ]);
    expect(students.slice(1).filter((s) => s.parentPhone === '0712000101')).toEqual([]);
    expect(demoStudents(0, classes, place, 40, 2026, 'c2')[0]!.classId).toBe('c2');
    const second = demoStudents(1, classes, place, 40, 2026);
    expect([second[0]!.lastName, second[0]!.parentPhone, second[0]!.parentEmail]).toEqual([
      'Mutasa',
      '0712000101',
      '',
    ]);
    expect(
      demoStudents(2, classes, place, 40, 2026).some((s) => s.parentPhone === '0712000101'),
    ).toBe(false);
    const phones = new Set(students.map((s) => s.parentPhone));
    expect(phones.size).toBeLessThan(40);
    expect(demoStudents(0, classes, place, 40, 2026)).toEqual(students);
    expect(students.every((s) => /^20(0|1)\d-\d{2}-\d{2}$/.test(s.dob!))).toBe(true);
  });
});

describe('the demo’s printed student', () => {
  const student = (
    n: number,
    classId: string,
    status: 'Active' | 'Inactive' | 'Graduated' = 'Active',
  ) => ({ studentId: `s${n}`, registrationNumber: `MAB-26-000${n}`, classId, status });
  const students = [
    student(1, 'blue'),
    student(2, 'gold', 'Graduated'),
    student(3, 'gold'),
    student(4, 'gold'),
  ];

  it('is the first active student of the class whose results are published', () => {
    expect(printedDemoStudent(students, 'gold')?.studentId).toBe('s3');
  });

  it('is the first active student when no class is published', () => {
    expect(printedDemoStudent(students, null)?.studentId).toBe('s1');
    expect(printedDemoStudent([student(5, 'gold', 'Inactive')], 'gold')).toBeUndefined();
  });
});

describe('seeding demo students through the commands', () => {
  let t: TestPlatform;
  let school: ApprovedSchool;
  beforeAll(async () => {
    t = await startTestPlatform();
    school = await approvedSchool(t, await t.login(t.superadmin.email, t.superadmin.password), {
      name: 'Mabvazuva High School',
    });
    await levelWithClass(t, school, 'Form 1', 'Form 1 Blue');
    await levelWithClass(t, school, 'Form 2', 'Form 2 Gold');
  });
  afterAll(async () => t?.stop());

  it('enrols a hundred students with their parents, a few graduated or inactive; one student signs in with the registration number', async () => {
    const admin = demoApi(t.url, school.admin.token);
    const enrolled = await seedDemoStudents(admin, 0, place, 2026);
    await changeDemoStudentStatuses(admin, enrolled);
    expect(enrolled).toHaveLength(100);
    expect(new Set(enrolled.map((s) => s.registrationNumber)).size).toBe(100);
    const position = String(await t.platform.store.headPosition());
    const statuses = await t.request(
      `/api/students?filter=${encodeURIComponent('{"status":["Graduated","Inactive"]}')}&range=[0,99]`,
      { token: school.admin.token, headers: { 'X-Consistent-After': position } },
    );
    expect(statuses.body.map((s: { status: string }) => s.status).sort()).toEqual([
      'Graduated',
      'Graduated',
      'Graduated',
      'Inactive',
      'Inactive',
    ]);
    await expect
      .poll(
        async () => {
          const parents = await list(t, 'parents', school.admin.token, { range: [0, 99] });
          return Number(/\/(\d+)$/.exec(parents.headers.get('content-range') ?? '')?.[1]);
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(100);
    const identifier = await setDemoStudentPassword(
      t.url,
      admin,
      enrolled[0]!.studentId,
      'Demo-student-1',
    );
    expect(identifier).toBe(enrolled[0]!.registrationNumber);
    expect(
      (await t.request('/api/auth/login', { json: { identifier, password: 'Demo-student-1' } }))
        .status,
    ).toBe(200);
  });
});
