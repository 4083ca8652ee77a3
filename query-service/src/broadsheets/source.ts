import type pg from 'pg';
import {
  broadsheet,
  resultsModel,
  tableOf,
  type Broadsheet,
  type BroadsheetEntry,
  type CardPaper,
  type GradeBand,
  type Principal,
  type ScoreFormat,
} from '@chikoro/contracts';
import { Params } from '../listing/resource';
import { resultsScope } from '../results/scope';

/** What a broadsheet is of: a class, or every class of a level, in a term. */
export type BroadsheetKey =
  { classId: string; termId: string } | { levelId: string; termId: string };

interface Row {
  school_id: string;
  student_id: string;
  student_name: string;
  registration_number: string | null;
  class_id: string;
  class_name: string | null;
  level_id: string;
  subject_id: string;
  subject_name: string | null;
  papers: CardPaper[];
}

const results = tableOf(resultsModel, 'results');
const names = tableOf(resultsModel, 'results_names');
const scales = tableOf(resultsModel, 'results_scales');
const cardSettings = tableOf(resultsModel, 'results_card_settings');
/** The same rules as the results a broadsheet is made of (GET /api/results): a teacher sees the classes they teach. */
const scope = resultsScope({ school: 'r.school_id', class: 'r.class_id', student: 'r.student_id' });

/**
 * The broadsheet of a class or a level for a term, from the live results the reader may see
 * (drafts included, as the results list shows them), its numbers printed as the school's report
 * cards print scores (whole numbers until it chooses); undefined when they see none of it.
 */
export async function readBroadsheet(
  pool: pg.Pool,
  principal: Principal,
  key: BroadsheetKey,
): Promise<Broadsheet | undefined> {
  const params = new Params();
  const where = [
    `r.term_id = ${params.add(key.termId)}::uuid`,
    'classId' in key
      ? `r.class_id = ${params.add(key.classId)}::uuid`
      : `r.level_id = ${params.add(key.levelId)}::uuid`,
  ];
  const scoped = scope(principal, params);
  if (scoped !== undefined) where.push(`(${scoped})`);
  const { rows } = await pool.query<Row>(
    `SELECT r.school_id, r.student_id, r.student_name, r.registration_number, r.class_id, cn.name AS class_name, r.level_id, r.subject_id, sn.name AS subject_name, r.papers
     FROM ${results} r LEFT JOIN ${names} cn ON cn.id = r.class_id LEFT JOIN ${names} sn ON sn.id = r.subject_id
     WHERE ${where.join(' AND ')}`,
    params.values,
  );
  if (rows.length === 0) return undefined;
  const levelId = 'levelId' in key ? key.levelId : rows[0]!.level_id;
  const scale =
    (await pool.query<{ rows: GradeBand[] }>(`SELECT rows FROM ${scales} WHERE id = $1`, [levelId]))
      .rows[0]?.rows ?? [];
  const named = new Map(
    (
      await pool.query<{ id: string; name: string }>(
        `SELECT id, name FROM ${names} WHERE id = ANY($1::uuid[])`,
        [[levelId, key.termId]],
      )
    ).rows.map((r) => [r.id, r.name]),
  );
  const scoreFormat =
    (
      await pool.query<{ score_format: ScoreFormat }>(
        `SELECT score_format FROM ${cardSettings} WHERE school_id = $1`,
        [rows[0]!.school_id],
      )
    ).rows[0]?.score_format ?? 'WHOLE';
  const entries = rows.map((r): BroadsheetEntry => ({
    studentId: r.student_id,
    studentName: r.student_name,
    registrationNumber: r.registration_number,
    classId: r.class_id,
    className: r.class_name ?? '',
    subjectId: r.subject_id,
    subjectName: r.subject_name ?? '',
    papers: r.papers,
  }));
  const classId = 'classId' in key ? key.classId : null;
  return {
    id: classId ? `class:${classId}:${key.termId}` : `level:${levelId}:${key.termId}`,
    classId,
    className: classId ? rows[0]!.class_name : null,
    levelId,
    levelName: named.get(levelId) ?? null,
    termId: key.termId,
    termName: named.get(key.termId) ?? null,
    ...broadsheet(entries, scale, scoreFormat),
  };
}
