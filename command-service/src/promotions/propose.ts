import type { PromotionRow } from '@chikoro/contracts';

export interface LevelRef {
  levelId: string;
  name: string;
}
export interface ClassRef {
  classId: string;
  name: string;
  levelId: string;
}
export interface StudentRef {
  studentId: string;
  studentName: string;
  registrationNumber: string;
  classId: string;
  levelId: string;
}

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The level named as this one with its last number one higher (Form 1 → Form 2, Grade 7 → Grade 8). */
export function nextLevelOf(level: LevelRef, levels: readonly LevelRef[]): LevelRef | undefined {
  const parts = /^(.*?)(\d+)(\D*)$/.exec(level.name.trim());
  if (!parts) return undefined;
  const wanted = key(`${parts[1]}${Number(parts[2]) + 1}${parts[3]}`);
  return levels.find((l) => key(l.name) === wanted);
}

/** The class of the next level named as this one with the level's name replaced ("Form 1 Blue" → "Form 2 Blue"), else the next level's only class. */
export function targetClassOf(
  from: ClassRef,
  level: LevelRef,
  toLevel: LevelRef,
  classes: readonly ClassRef[],
): ClassRef | undefined {
  const candidates = classes.filter((c) => c.levelId === toLevel.levelId);
  const at = key(from.name).indexOf(key(level.name));
  if (at >= 0) {
    const name = key(from.name);
    const wanted = name.slice(0, at) + key(toLevel.name) + name.slice(at + key(level.name).length);
    const named = candidates.find((c) => key(c.name) === wanted);
    if (named) return named;
  }
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * The dry run: each student of the level promoted to the matching class of the next level (a class
 * with no match is left for the admin to choose), or graduating when there is no next level.
 */
export function proposeRows(
  level: LevelRef,
  toLevel: LevelRef | undefined,
  classes: readonly ClassRef[],
  students: readonly StudentRef[],
): PromotionRow[] {
  const byId = new Map(classes.map((c) => [c.classId, c]));
  return students
    .filter((s) => s.levelId === level.levelId)
    .map((s) => {
      const from = byId.get(s.classId);
      const to = toLevel && from ? targetClassOf(from, level, toLevel, classes) : undefined;
      const row: PromotionRow = {
        studentId: s.studentId,
        studentName: s.studentName,
        registrationNumber: s.registrationNumber,
        fromClassId: s.classId,
        fromClassName: from?.name,
        outcome: toLevel ? 'promote' : 'graduate',
      };
      return to
        ? { ...row, toClassId: to.classId, toClassName: to.name, toLevelId: to.levelId }
        : row;
    })
    .sort(
      (a, b) =>
        (a.fromClassName ?? '').localeCompare(b.fromClassName ?? '') ||
        a.studentName.localeCompare(b.studentName),
    );
}
