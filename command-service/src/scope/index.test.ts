import { describe, expect, it } from 'vitest';
import type { CommandContext } from '@chikoro/contracts';
import { isClassTeacher, isParentOf, ownSchool, setsExam, teaches } from '.';

const schoolA = '5c0be000-0000-4000-8000-00000000000a';
const schoolB = '5c0be000-0000-4000-8000-00000000000b';
const grace = '5c0be000-0000-4000-8000-0000000000d1';
const simba = '5c0be000-0000-4000-8000-0000000000d2';
const blue = '5c0be000-0000-4000-8000-0000000000c1';
const gold = '5c0be000-0000-4000-8000-0000000000c2';
const maths = '5c0be000-0000-4000-8000-0000000000a1';
const english = '5c0be000-0000-4000-8000-0000000000a2';
const term3 = '5c0be000-0000-4000-8000-0000000000f3';
const term2 = '5c0be000-0000-4000-8000-0000000000f2';

const now = '2026-03-02T08:00:00.000Z';
const adminOfA: CommandContext = { actorId: 'u-admin', actorRole: 'ADMIN', schoolId: schoolA, now };
const graceAtA: CommandContext = { actorId: grace, actorRole: 'TEACHER', schoolId: schoolA, now };
const simbaAtA: CommandContext = { actorId: simba, actorRole: 'TEACHER', schoolId: schoolA, now };
const superadmin: CommandContext = {
  actorId: 'u-super',
  actorRole: 'SUPERADMIN',
  schoolId: null,
  now,
};
const parentAtA: CommandContext = { actorId: grace, actorRole: 'PARENT', schoolId: schoolA, now };

describe('ownSchool', () => {
  it("is true for the actor's school's record, false for another school's or for an actor without a school", () => {
    expect(ownSchool({ schoolId: schoolA }, adminOfA)).toBe(true);
    expect(ownSchool({ schoolId: schoolB }, adminOfA)).toBe(false);
    expect(ownSchool({ schoolId: schoolA }, superadmin)).toBe(false);
  });
});

describe('teaches', () => {
  const graceTeaches = [
    { classId: blue, subjectId: maths, termId: term3 },
    { classId: gold, subjectId: english, termId: term3 },
  ];

  it('is true for a subject, class and term the teacher is assigned', () => {
    expect(
      teaches(graceAtA, graceTeaches, { classId: gold, subjectId: english, termId: term3 }),
    ).toBe(true);
  });

  it('is false for another subject of the class, another term, or no assignment at all', () => {
    expect(
      teaches(graceAtA, graceTeaches, { classId: blue, subjectId: english, termId: term3 }),
    ).toBe(false);
    expect(
      teaches(graceAtA, graceTeaches, { classId: blue, subjectId: maths, termId: term2 }),
    ).toBe(false);
    expect(teaches(simbaAtA, [], { classId: blue, subjectId: maths, termId: term3 })).toBe(false);
  });

  it('is false for anyone acting as another role than teacher', () => {
    expect(
      teaches(adminOfA, graceTeaches, { classId: blue, subjectId: maths, termId: term3 }),
    ).toBe(false);
  });
});

describe('isClassTeacher', () => {
  it("is true for the class's class teacher only", () => {
    expect(isClassTeacher({ classTeacherId: grace }, graceAtA)).toBe(true);
    expect(isClassTeacher({ classTeacherId: grace }, simbaAtA)).toBe(false);
    expect(isClassTeacher({ classTeacherId: null }, graceAtA)).toBe(false);
  });

  it('is false for a parent whose id were the teacher’s', () => {
    expect(isClassTeacher({ classTeacherId: grace }, parentAtA)).toBe(false);
  });
});

describe('setsExam', () => {
  it("is true for the admin and for the exam's teacher, false for another teacher", () => {
    expect(setsExam({ teacherId: grace }, adminOfA)).toBe(true);
    expect(setsExam({ teacherId: grace }, graceAtA)).toBe(true);
    expect(setsExam({ teacherId: grace }, simbaAtA)).toBe(false);
  });
});

describe('isParentOf', () => {
  const tendai = '5c0be000-0000-4000-8000-000000000051';
  const rudo = '5c0be000-0000-4000-8000-000000000052';

  it('is true for a student the record links, false for another or for no record at the school', () => {
    expect(isParentOf({ studentIds: [tendai] }, tendai)).toBe(true);
    expect(isParentOf({ studentIds: [tendai] }, rudo)).toBe(false);
    expect(isParentOf(undefined, tendai)).toBe(false);
  });
});
