import { formatSchoolDay, type FieldChange, type SetupEvent } from '@chikoro/contracts';
import { str, type AuditSummaries, type Data, type RecordState } from '../audit/summaries';

const dates = (data: Data) =>
  `(${formatSchoolDay(String(data.startDate))} – ${formatSchoolDay(String(data.endDate))})`;
const SETUP: RecordState = { label: 'School set-up', status: null };
const said = (summary: string, changes: FieldChange[] = []) => ({
  summary,
  changes,
  record: SETUP,
});

interface Band {
  grade: string;
  minScore: number;
  maxScore: number;
  points?: number;
  pass: boolean;
}
const bands = (v: unknown): Band[] => (Array.isArray(v) ? (v as Band[]) : []);
const range = (b: Band) => `${b.minScore}–${b.maxScore}`;
const describeBand = (b: Band) =>
  `${range(b)}${b.points === undefined ? '' : `, ${b.points} point${b.points === 1 ? '' : 's'}`}, ${b.pass ? 'pass' : 'fail'}`;

/** Grade by grade, what a new scale changed: 'B 65–74 → 60–74', 'F added (0–9)', 'U removed'. */
export function scaleChanges(before: Band[], after: Band[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const row of after) {
    const old = before.find((b) => b.grade === row.grade);
    if (!old) changes.push({ field: `Grade ${row.grade}`, before: null, after: describeBand(row) });
    else if (describeBand(old) !== describeBand(row)) {
      changes.push({
        field: `Grade ${row.grade}`,
        before: range(old) === range(row) ? describeBand(old) : range(old),
        after: range(old) === range(row) ? describeBand(row) : range(row),
      });
    }
  }
  for (const old of before)
    if (!after.some((b) => b.grade === old.grade))
      changes.push({ field: `Grade ${old.grade}`, before: describeBand(old), after: null });
  return changes;
}

const sentence = (changes: FieldChange[]) =>
  changes
    .map((c) =>
      c.before === null
        ? `${c.field} added (${c.after})`
        : c.after === null
          ? `${c.field} removed`
          : `${c.field.replace('Grade ', '')} ${c.before} → ${c.after}`,
    )
    .join('; ');

/** The audit log's words for school set-up, with the values people use (dates, names, grade bands). */
export const setupAudit: AuditSummaries<SetupEvent> = {
  AcademicYearOpened: (data) => said(`Academic year ${str(data.name) ?? ''} opened ${dates(data)}`),
  TermAdded: (data) =>
    said(
      `${[str(data.name), str(data.academicYearName)].filter(Boolean).join(' ')} added ${dates(data)}`,
    ),
  DepartmentAdded: (data) => said(`Department ${str(data.name) ?? ''} added`),
  DepartmentRenamed: (data) =>
    said(`Department renamed: ${str(data.before) ?? ''} → ${str(data.name) ?? ''}`, [
      { field: 'name', before: str(data.before), after: str(data.name) },
    ]),
  DepartmentRemoved: (data) => said(`Department ${str(data.name) ?? ''} removed`),
  LevelDefined(data) {
    const scale = data.gradingScale as { version?: number; rows?: unknown } | undefined;
    const rows = bands(scale?.rows)
      .map((b) => `${b.grade} ${range(b)}`)
      .join(', ');
    return said(
      `Level/grade ${str(data.name) ?? ''} defined with grading scale version ${scale?.version ?? 1}: ${rows}`,
    );
  },
  GradingScaleChanged(data) {
    const previous = data.previous as { rows?: unknown } | undefined;
    const changes = scaleChanges(bands(previous?.rows), bands(data.rows));
    return said(
      `Grading scale of ${str(data.levelName) ?? 'a level'} changed to version ${String(data.version)}: ${sentence(changes)}`,
      changes,
    );
  },
  SubjectAdded(data) {
    const code = str(data.code) ? ` (${str(data.code)})` : '';
    const department = str(data.departmentName) ? ` in ${str(data.departmentName)}` : '';
    return said(`Subject ${str(data.name) ?? ''}${code} added${department}`);
  },
};
