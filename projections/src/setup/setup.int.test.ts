import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupEvent } from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import { createTestDatabase } from '@chikoro/platform/testing/postgres';
import { applyBatch } from '../runner/projection';
import { schoolSetup } from './setup';

const schoolId = '6f1c1d1e-8a43-4a39-9b0e-1f0a6f6d0001';
const levelId = '44444444-4444-4444-8444-000000000001';
const departmentId = '33333333-3333-4333-8333-000000000001';
const at = '2026-01-05T08:00:00.000Z';
const band = (grade: string, minScore: number, maxScore: number) => ({
  grade,
  minScore,
  maxScore,
  pass: minScore >= 50,
});
const v1 = [band('A', 75, 100), band('B', 65, 74), band('C', 50, 64), band('U', 0, 49)];
const v2 = [band('A', 75, 100), band('B', 60, 74), band('C', 50, 59), band('U', 0, 49)];

let position = 0;
function recorded(event: SetupEvent): RecordedEvent {
  position += 1;
  return {
    id: `e${position}`,
    type: event.type,
    data: event.data,
    streamId: `school-setup-${schoolId}`,
    revision: position - 1,
    position,
    recordedAt: '',
    metadata: {
      actorId: 'u-admin',
      actorRole: 'ADMIN',
      schoolId,
      correlationId: 'c',
      causationId: null,
      occurredAt: at,
      schemaVersion: 1,
    },
  };
}

describe('the school set-up read model', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const tables = {
    academic_years: 't_years',
    terms: 't_terms',
    departments: 't_departments',
    levels: 't_levels',
    grading_scales: 't_scales',
    subjects: 't_subjects',
  };
  const apply = (...events: RecordedEvent[]) =>
    applyBatch(schoolSetup, events, { db: pool, tables });
  const rows = async (sql: string) => (await pool.query(sql)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    for (const [logical, ddl] of Object.entries(schoolSetup.tables))
      await pool.query(ddl(tables[logical as keyof typeof tables]));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const defined = recorded({
    type: 'LevelDefined',
    data: {
      schoolId,
      levelId,
      name: 'Form 1',
      gradingScale: { version: 1, rows: v1 },
      definedAt: at,
    },
  });
  const changed = recorded({
    type: 'GradingScaleChanged',
    data: {
      schoolId,
      levelId,
      version: 2,
      rows: v2,
      previous: { version: 1, rows: v1 },
      changedAt: at,
      levelName: 'Form 1',
    },
  });
  const added = recorded({
    type: 'DepartmentAdded',
    data: { schoolId, departmentId, name: 'Sciences', addedAt: at },
  });
  const maths = recorded({
    type: 'SubjectAdded',
    data: {
      schoolId,
      subjectId: '55555555-5555-4555-8555-000000000001',
      name: 'Mathematics',
      departmentId,
      addedAt: at,
    },
  });
  const renamed = recorded({
    type: 'DepartmentRenamed',
    data: { schoolId, departmentId, before: 'Sciences', name: 'Natural Sciences', renamedAt: at },
  });

  it('a level holds its current scale; every version is kept, the latest marked current; replays change nothing', async () => {
    await apply(defined, changed, defined, changed);
    expect(await rows('SELECT name, scale_version FROM t_levels')).toEqual([
      { name: 'Form 1', scale_version: 2 },
    ]);
    expect(
      await rows('SELECT level_name, version, current, rows FROM t_scales ORDER BY version'),
    ).toEqual([
      { level_name: 'Form 1', version: 1, current: false, rows: v1 },
      { level_name: 'Form 1', version: 2, current: true, rows: v2 },
    ]);
  });

  it('a subject counts once in its department, and follows its rename', async () => {
    await apply(added, maths, maths, renamed, renamed);
    expect(await rows('SELECT name, subject_count FROM t_departments')).toEqual([
      { name: 'Natural Sciences', subject_count: 1 },
    ]);
    expect(await rows('SELECT name, department_name, school_id FROM t_subjects')).toEqual([
      { name: 'Mathematics', department_name: 'Natural Sciences', school_id: schoolId },
    ]);
  });

  it('a removed department stays removed, even when its addition is delivered again', async () => {
    const dramaId = '33333333-3333-4333-8333-000000000002';
    const drama = recorded({
      type: 'DepartmentAdded',
      data: { schoolId, departmentId: dramaId, name: 'Drama', addedAt: at },
    });
    const removed = recorded({
      type: 'DepartmentRemoved',
      data: { schoolId, departmentId: dramaId, name: 'Drama', removedAt: at },
    });
    await apply(drama, removed, drama, removed);
    expect(await rows(`SELECT name, removed FROM t_departments WHERE id = '${dramaId}'`)).toEqual([
      { name: 'Drama', removed: true },
    ]);
  });
});
