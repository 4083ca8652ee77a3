import type { ResultsStatisticsRow } from '@chikoro/contracts';

export type Dimension = 'subject' | 'level' | 'class' | 'term';

export const dimensionLabels: Record<Dimension, string> = {
  subject: 'Subject',
  level: 'Level',
  class: 'Class',
  term: 'Term',
};

const keyOf: Record<Dimension, (r: ResultsStatisticsRow) => [string, string]> = {
  subject: (r) => [r.subjectId, r.subjectName],
  level: (r) => [r.levelId, r.levelName],
  class: (r) => [r.classId, r.className],
  term: (r) => [r.termId, r.termName],
};

export interface Summary {
  key: string;
  label: string;
  students: number;
  /** Mean final mark over every student counted, two decimals. */
  average: number;
  passed: number;
  /** Share passing, 0–100, one decimal. */
  passRate: number;
  grades: Record<string, number>;
}

export type StatisticsFilter = Partial<
  Record<'termId' | 'levelId' | 'classId' | 'subjectId', string>
>;

export function applyFilter(
  rows: readonly ResultsStatisticsRow[],
  filter: StatisticsFilter,
): ResultsStatisticsRow[] {
  return rows.filter((r) =>
    Object.entries(filter).every(([k, v]) => !v || r[k as keyof StatisticsFilter] === v),
  );
}

/**
 * Rows (one subject of one class in one term) summed by a dimension: averages weighted by the
 * students behind them, pass rates from the students who passed, grade counts added up.
 */
export function summarise(rows: readonly ResultsStatisticsRow[], by: Dimension): Summary[] {
  const groups = new Map<
    string,
    {
      label: string;
      students: number;
      markSum: number;
      passed: number;
      grades: Record<string, number>;
    }
  >();
  for (const row of rows) {
    const [key, label] = keyOf[by](row);
    const g = groups.get(key) ?? { label, students: 0, markSum: 0, passed: 0, grades: {} };
    g.students += row.students;
    g.markSum += row.average * row.students;
    g.passed += row.passed;
    for (const [grade, n] of Object.entries(row.grades))
      g.grades[grade] = (g.grades[grade] ?? 0) + n;
    groups.set(key, g);
  }
  return [...groups.entries()]
    .map(([key, g]) => ({
      key,
      label: g.label,
      students: g.students,
      passed: g.passed,
      grades: g.grades,
      average: g.students ? Math.round((g.markSum / g.students) * 100) / 100 : 0,
      passRate: g.students ? Math.round((g.passed / g.students) * 1000) / 10 : 0,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

/** Every grade that appears, in alphabetical order (A before B …, U last on the sample scale). */
export const gradesIn = (summaries: readonly Summary[]): string[] =>
  [...new Set(summaries.flatMap((s) => Object.keys(s.grades)))].sort();

/** The choices of each filter, from the rows themselves. */
export function choices(
  rows: readonly ResultsStatisticsRow[],
  by: Dimension,
): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const [id, name] = keyOf[by](row);
    seen.set(id, name);
  }
  return [...seen.entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}
