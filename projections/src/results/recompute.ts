import {
  subjectResult,
  type CardMark,
  type CardPaper,
  type GradeBand,
  type resultsModel,
} from '@chikoro/contracts';
import type { ProjectionContext } from '../runner/projection';

type Names = (typeof resultsModel.tables)[number];

/**
 * The handlers' context; `pending` while a batch is applied: each recompute asked for is then
 * noted and done once, when the batch's writes are in.
 */
export type Context = ProjectionContext<Names> & { pending?: Pending };

export interface ResultKey {
  classId: string;
  subjectId: string;
  termId: string;
  /** Only this student's row; every student of the class otherwise. */
  studentId?: string;
}

interface ExamRow {
  exam_id: string;
  school_id: string;
  level_id: string;
  name: string;
  paper_no: number;
  out_of: string;
  weight: string;
}
interface MemberRow {
  student_id: string;
  first_name: string;
  last_name: string;
  registration_number: string | null;
}

/**
 * Rewrites the live results of one class, subject and term (or of one student there) from the
 * facts the read model holds: one row per student now in the class, for a subject with exams.
 * A pure function of those tables, so a replayed event rewrites the same rows.
 */
export async function recompute(context: Context, key: ResultKey): Promise<void> {
  if (context.pending) return context.pending.key(key);
  const { db, tables } = context;
  const student = key.studentId ?? null;
  await db.query(
    `DELETE FROM ${tables.results} WHERE class_id = $1 AND subject_id = $2 AND term_id = $3 AND ($4::uuid IS NULL OR student_id = $4)`,
    [key.classId, key.subjectId, key.termId, student],
  );
  const exams = (
    await db.query<ExamRow>(
      `SELECT id AS exam_id, school_id, level_id, name, paper_no, out_of, weight FROM ${tables.results_exams}
     WHERE class_id = $1 AND subject_id = $2 AND term_id = $3 AND NOT cancelled ORDER BY paper_no, id`,
      [key.classId, key.subjectId, key.termId],
    )
  ).rows;
  if (exams.length === 0) return;
  const members = (
    await db.query<MemberRow>(
      `SELECT id AS student_id, first_name, last_name, registration_number FROM ${tables.results_members} WHERE class_id = $1 AND ($2::uuid IS NULL OR id = $2)`,
      [key.classId, student],
    )
  ).rows;
  if (members.length === 0) return;
  const ids = exams.map((e) => e.exam_id);
  const marks = new Map(
    (
      await db.query<{ exam_id: string; student_id: string; mark: CardMark }>(
        `SELECT exam_id, student_id, mark FROM ${tables.results_marks} WHERE exam_id = ANY($1::uuid[])`,
        [ids],
      )
    ).rows.map((r) => [`${r.exam_id}:${r.student_id}`, r.mark]),
  );
  const comments = new Map(
    (
      await db.query<{ student_id: string; comment: string }>(
        `SELECT student_id, comment FROM ${tables.results_subject_comments} WHERE class_id = $1 AND subject_id = $2 AND term_id = $3`,
        [key.classId, key.subjectId, key.termId],
      )
    ).rows.map((r) => [r.student_id, r.comment]),
  );
  const ratings = new Map(
    (
      await db.query<{ student_id: string; conduct: string | null; effort: string | null }>(
        `SELECT student_id, conduct, effort FROM ${tables.results_conduct_effort} WHERE class_id = $1 AND subject_id = $2 AND term_id = $3`,
        [key.classId, key.subjectId, key.termId],
      )
    ).rows.map((r) => [r.student_id, r]),
  );
  const levelId = exams[0]!.level_id;
  const scale =
    (
      await db.query<{ rows: GradeBand[] }>(
        `SELECT rows FROM ${tables.results_scales} WHERE id = $1`,
        [levelId],
      )
    ).rows[0]?.rows ?? [];
  const rows = members.map((m) => {
    const papers: CardPaper[] = exams.map((e) => ({
      examId: e.exam_id,
      paperNo: e.paper_no,
      name: e.name,
      outOf: Number(e.out_of),
      weight: Number(e.weight),
      mark: marks.get(`${e.exam_id}:${m.student_id}`) ?? null,
    }));
    const result = subjectResult(papers, scale);
    return [
      `${m.student_id}:${key.subjectId}:${key.termId}`,
      exams[0]!.school_id,
      m.student_id,
      `${m.first_name} ${m.last_name}`,
      m.registration_number,
      key.classId,
      levelId,
      key.subjectId,
      key.termId,
      JSON.stringify(papers),
      result.finalMark,
      result.grade,
      result.pass,
      comments.get(m.student_id) || null,
      ratings.get(m.student_id)?.conduct ?? null,
      ratings.get(m.student_id)?.effort ?? null,
      result.status,
    ];
  });
  const width = rows[0]!.length;
  const values = rows
    .map(
      (_, i) => `(${Array.from({ length: width }, (_, j) => `$${i * width + j + 1}`).join(', ')})`,
    )
    .join(', ');
  await db.query(
    `INSERT INTO ${tables.results} (id, school_id, student_id, student_name, registration_number, class_id, level_id, subject_id, term_id, papers, final_mark, grade, pass, comment, conduct, effort, status)
     VALUES ${values} ON CONFLICT (id) DO UPDATE SET school_id = EXCLUDED.school_id, student_name = EXCLUDED.student_name, registration_number = EXCLUDED.registration_number,
       class_id = EXCLUDED.class_id, level_id = EXCLUDED.level_id, papers = EXCLUDED.papers, final_mark = EXCLUDED.final_mark, grade = EXCLUDED.grade,
       pass = EXCLUDED.pass, comment = EXCLUDED.comment, conduct = EXCLUDED.conduct, effort = EXCLUDED.effort, status = EXCLUDED.status`,
    rows.flat(),
  );
}

/** Every class, subject and term with exams matching a condition on the exams table (a class, a level). */
export async function recomputeWhere(
  context: Context,
  condition: 'class_id' | 'level_id',
  id: string,
  studentId?: string,
): Promise<void> {
  if (context.pending) return context.pending.where(condition, id);
  const { rows } = await context.db.query<{
    class_id: string;
    subject_id: string;
    term_id: string;
  }>(
    `SELECT DISTINCT class_id, subject_id, term_id FROM ${context.tables.results_exams} WHERE ${condition} = $1`,
    [id],
  );
  for (const r of rows)
    await recompute(context, {
      classId: r.class_id,
      subjectId: r.subject_id,
      termId: r.term_id,
      studentId,
    });
}

/**
 * The recomputes a batch asks for, each done once after its writes: a class, subject and term's
 * results are a pure function of the tables (no student's row depends on another's), so the whole
 * key recomputed at the end gives the rows its recomputes one event at a time would. The exams a
 * class, level or exam has are looked up then: a batch only adds exams (a cancelled one stays), so
 * every key an event reached is still found.
 */
export class Pending {
  private readonly keys = new Map<string, ResultKey>();
  private readonly sought = {
    class_id: new Set<string>(),
    level_id: new Set<string>(),
    id: new Set<string>(),
  };

  key({ classId, subjectId, termId }: ResultKey): void {
    this.keys.set(`${classId}:${subjectId}:${termId}`.toLowerCase(), {
      classId,
      subjectId,
      termId,
    });
  }

  where(condition: 'class_id' | 'level_id', id: string): void {
    this.sought[condition].add(id);
  }

  exam(examId: string): void {
    this.sought.id.add(examId);
  }

  async flush(context: Context): Promise<void> {
    const plain: Context = { db: context.db, tables: context.tables };
    const { class_id: classes, level_id: levels, id: exams } = this.sought;
    if (classes.size + levels.size + exams.size > 0) {
      const { rows } = await plain.db.query<{
        class_id: string;
        subject_id: string;
        term_id: string;
      }>(
        `SELECT DISTINCT class_id, subject_id, term_id FROM ${plain.tables.results_exams}
         WHERE class_id = ANY($1::uuid[]) OR level_id = ANY($2::uuid[]) OR id = ANY($3::uuid[])`,
        [[...classes], [...levels], [...exams]],
      );
      for (const r of rows)
        this.key({ classId: r.class_id, subjectId: r.subject_id, termId: r.term_id });
    }
    for (const key of this.keys.values()) await recompute(plain, key);
  }
}
