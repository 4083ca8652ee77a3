import { describe, expect, it } from 'vitest';
import { nextLevelOf, proposeRows, targetClassOf } from './propose';

const form1 = { levelId: 'l1', name: 'Form 1' };
const form2 = { levelId: 'l2', name: 'Form 2' };
const form4 = { levelId: 'l4', name: 'Form 4' };
const levels = [form1, form2, form4];
const blue1 = { classId: 'c1b', name: 'Form 1 Blue', levelId: 'l1' };
const red1 = { classId: 'c1r', name: 'Form 1 Red', levelId: 'l1' };
const blue2 = { classId: 'c2b', name: 'Form 2 Blue', levelId: 'l2' };
const green2 = { classId: 'c2g', name: 'Form 2 Green', levelId: 'l2' };
const classes = [blue1, red1, blue2, green2];
const student = (id: string, name: string, classId: string, levelId = 'l1') => ({
  studentId: id,
  studentName: name,
  registrationNumber: `R-${id}`,
  classId,
  levelId,
});

describe('the next level', () => {
  it('is the level whose number is one higher', () => {
    expect(nextLevelOf(form1, levels)).toEqual({ levelId: 'l2', name: 'Form 2' });
    expect(
      nextLevelOf({ levelId: 'g7', name: 'grade  7' }, [{ levelId: 'g8', name: 'Grade 8' }]),
    ).toEqual({ levelId: 'g8', name: 'Grade 8' });
  });
  it('is none for the last level', () => {
    expect(nextLevelOf(form4, levels)).toBeUndefined();
    expect(nextLevelOf({ levelId: 'x', name: 'Upper Sixth' }, levels)).toBeUndefined();
  });
});

describe('the class a class goes to', () => {
  it('is named as it with the level replaced', () => {
    expect(targetClassOf(blue1, form1, form2, classes)).toEqual(blue2);
  });
  it('is none when no name matches and the next level has several classes', () => {
    expect(targetClassOf(red1, form1, form2, classes)).toBeUndefined();
  });
  it('is the next level’s only class when no name matches', () => {
    expect(targetClassOf(red1, form1, form2, [blue1, red1, green2])).toEqual(green2);
  });
});

describe('the proposal', () => {
  const students = [
    student('s3', 'Tendai Moyo', 'c1b'),
    student('s1', 'Anesu Dube', 'c1r'),
    student('s2', 'Rudo Chari', 'c1b'),
    student('s4', 'Farai Ncube', 'c2b', 'l2'),
  ];
  it('promotes the level’s students by class, leaving an unmatched class for the admin', () => {
    expect(proposeRows(form1, form2, classes, students)).toEqual([
      {
        studentId: 's2',
        studentName: 'Rudo Chari',
        registrationNumber: 'R-s2',
        fromClassId: 'c1b',
        fromClassName: 'Form 1 Blue',
        outcome: 'promote',
        toClassId: 'c2b',
        toClassName: 'Form 2 Blue',
        toLevelId: 'l2',
      },
      {
        studentId: 's3',
        studentName: 'Tendai Moyo',
        registrationNumber: 'R-s3',
        fromClassId: 'c1b',
        fromClassName: 'Form 1 Blue',
        outcome: 'promote',
        toClassId: 'c2b',
        toClassName: 'Form 2 Blue',
        toLevelId: 'l2',
      },
      {
        studentId: 's1',
        studentName: 'Anesu Dube',
        registrationNumber: 'R-s1',
        fromClassId: 'c1r',
        fromClassName: 'Form 1 Red',
        outcome: 'promote',
      },
    ]);
  });
  it('graduates the last level', () => {
    const rows = proposeRows(form2, undefined, classes, students);
    expect(rows.map((r) => [r.studentName, r.outcome, r.toClassId])).toEqual([
      ['Farai Ncube', 'graduate', undefined],
    ]);
  });
});
