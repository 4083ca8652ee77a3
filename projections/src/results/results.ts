import {
  resultsModel,
  type ClassCreated,
  type ClassDetailsChanged,
  type ExamEvent,
  type GradingScaleChanged,
  type LevelDefined,
  type ReportCardSettingsChanged,
  type ResultEvent,
  type SubjectAdded,
  type TermAdded,
} from '@chikoro/contracts';
import type { RecordedEvent } from '@chikoro/eventstore';
import { defineProjection, type Projection } from '../runner/projection';
import { Pending, recompute, recomputeWhere, type Context } from './recompute';
import { Script } from '../runner/script';
import { reportCardHandlers } from './reportCards';
import { resultsTables } from './tables';

/** The students module's events as far as results go (who teaches a class and whose child a student is are the membership read model's). */
type StudentEvent =
  | {
      type: 'StudentEnrolled';
      data: {
        schoolId: string;
        studentId: string;
        classId: string;
        firstName: string;
        lastName: string;
        registrationNumber: string;
      };
    }
  | {
      type: 'StudentMovedToClass';
      data: { studentId: string; fromClassId: string; toClassId: string };
    }
  | { type: 'StudentWithdrawn'; data: { studentId: string; classId: string } };
type ResultsReadEvent =
  | ResultEvent
  | ExamEvent
  | ClassCreated
  | ClassDetailsChanged
  | LevelDefined
  | GradingScaleChanged
  | SubjectAdded
  | TermAdded
  | ReportCardSettingsChanged
  | StudentEvent;

// Every write below is an upsert or a keyed delete: the checkpoint commits with them, and a replay rewrites the same rows.
const name = ({ db, tables }: Context, id: string, text: string, levelId: string | null = null) =>
  db.query(
    `INSERT INTO ${tables.results_names} (id, name, level_id) VALUES ($1, $2, $3)
            ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, level_id = coalesce(EXCLUDED.level_id, ${tables.results_names}.level_id)`,
    [id, text, levelId],
  );
/** A level's scale (a newer version wins), with the level's name when it is given: one statement. */
const scale = async (
  context: Context,
  levelId: string,
  version: number,
  rows: unknown,
  levelName?: string,
) => {
  const { db, tables } = context;
  const named =
    levelName === undefined
      ? ''
      : `WITH named AS (INSERT INTO ${tables.results_names} (id, name) VALUES ($1, $4) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name) `;
  await db.query(
    `${named}INSERT INTO ${tables.results_scales} (id, version, rows) VALUES ($1, $2, $3)
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, rows = EXCLUDED.rows WHERE ${tables.results_scales}.version <= EXCLUDED.version`,
    levelName === undefined
      ? [levelId, version, JSON.stringify(rows)]
      : [levelId, version, JSON.stringify(rows), levelName],
  );
  await recomputeWhere(context, 'level_id', levelId);
};
const examKey = async ({ db, tables }: Context, examId: string) =>
  (
    await db.query<{ class_id: string; subject_id: string; term_id: string }>(
      `SELECT class_id, subject_id, term_id FROM ${tables.results_exams} WHERE id = $1`,
      [examId],
    )
  ).rows[0];
const recomputeExam = async (context: Context, examId: string, studentId?: string) => {
  if (context.pending) return context.pending.exam(examId);
  const key = await examKey(context, examId);
  if (key)
    await recompute(context, {
      classId: key.class_id,
      subjectId: key.subject_id,
      termId: key.term_id,
      studentId,
    });
};
const mark = async (
  context: Context,
  data: { examId: string; studentId: string; mark: unknown },
) => {
  await context.db.query(
    `INSERT INTO ${context.tables.results_marks} (id, exam_id, student_id, mark) VALUES ($1, $2, $3, $4)
    ON CONFLICT (id) DO UPDATE SET mark = EXCLUDED.mark`,
    [`${data.examId}:${data.studentId}`, data.examId, data.studentId, JSON.stringify(data.mark)],
  );
  await recomputeExam(context, data.examId, data.studentId);
};

/**
 * Live results per student, subject and term (GET /api/results: drafts for admins and teachers),
 * every issued report-card version (GET /api/report-cards), and what scoping them needs.
 */
const projection = defineProjection<ResultsReadEvent>()({
  readModel: resultsModel,
  // 3: who teaches a class and whose child a student is read from the membership read model; an exam's teacher from its exam.
  // 4: a report card keeps its academic year's id (report-cards filter by academicYearId).
  // 5: each result carries the subject teacher's conduct and effort ratings.
  // 6: each school's score format (results_card_settings), which the broadsheet prints by.
  version: 6,
  tables: resultsTables,
  handlers: {
    LevelDefined: (e, c) =>
      scale(c, e.data.levelId, e.data.gradingScale.version, e.data.gradingScale.rows, e.data.name),
    GradingScaleChanged: (e, c) => scale(c, e.data.levelId, e.data.version, e.data.rows),
    SubjectAdded: async (e, c) => {
      await name(c, e.data.subjectId, e.data.name);
    },
    TermAdded: async (e, c) => {
      await name(c, e.data.termId, e.data.name);
    },
    ClassCreated: async (e, c) => {
      await name(c, e.data.classId, e.data.name, e.data.levelId);
    },
    ClassDetailsChanged: async (e, c) => {
      if (e.data.name) await name(c, e.data.classId, e.data.name.after);
      if (e.data.levelId)
        await c.db.query(`UPDATE ${c.tables.results_names} SET level_id = $2 WHERE id = $1`, [
          e.data.classId,
          e.data.levelId.after,
        ]);
    },
    StudentEnrolled: async (e, c) => {
      const d = e.data;
      await c.db.query(
        `INSERT INTO ${c.tables.results_members} (id, school_id, class_id, first_name, last_name, registration_number) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (id) DO UPDATE SET class_id = EXCLUDED.class_id, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, registration_number = EXCLUDED.registration_number`,
        [d.studentId, d.schoolId, d.classId, d.firstName, d.lastName, d.registrationNumber],
      );
      await recomputeWhere(c, 'class_id', d.classId, d.studentId);
    },
    StudentMovedToClass: async (e, c) => {
      await c.db.query(`UPDATE ${c.tables.results_members} SET class_id = $2 WHERE id = $1`, [
        e.data.studentId,
        e.data.toClassId,
      ]);
      await recomputeWhere(c, 'class_id', e.data.fromClassId, e.data.studentId);
      await recomputeWhere(c, 'class_id', e.data.toClassId, e.data.studentId);
    },
    StudentWithdrawn: async (e, c) => {
      await c.db.query(`UPDATE ${c.tables.results_members} SET class_id = NULL WHERE id = $1`, [
        e.data.studentId,
      ]);
      await recomputeWhere(c, 'class_id', e.data.classId, e.data.studentId);
    },
    ExamCreated: async (e, c) => {
      const d = e.data;
      await c.db.query(
        `INSERT INTO ${c.tables.results_exams} (id, school_id, class_id, level_id, subject_id, term_id, teacher_id, name, paper_no, out_of, weight)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          d.examId,
          d.schoolId,
          d.classId,
          d.levelId,
          d.subjectId,
          d.termId,
          d.teacherId,
          d.examName,
          d.paperNo,
          d.outOf,
          d.weight,
        ],
      );
      await recompute(c, { classId: d.classId, subjectId: d.subjectId, termId: d.termId });
    },
    ExamDetailsChanged: async (e, c) => {
      const columns: Record<string, string> = {
        examName: 'name',
        paperNo: 'paper_no',
        outOf: 'out_of',
        weight: 'weight',
        teacherId: 'teacher_id',
      };
      for (const change of e.data.changes) {
        const column = columns[change.field];
        if (column)
          await c.db.query(`UPDATE ${c.tables.results_exams} SET ${column} = $2 WHERE id = $1`, [
            e.data.examId,
            change.after,
          ]);
      }
      await recomputeExam(c, e.data.examId);
    },
    ExamCancelled: async (e, c) => {
      await c.db.query(`UPDATE ${c.tables.results_exams} SET cancelled = true WHERE id = $1`, [
        e.data.examId,
      ]);
      await recomputeExam(c, e.data.examId);
    },
    MarkRecorded: (e, c) => mark(c, e.data),
    MarkCorrected: (e, c) => mark(c, e.data),
    SubjectCommentRecorded: async (e, c) => {
      const d = e.data;
      await c.db.query(
        `INSERT INTO ${c.tables.results_subject_comments} (id, class_id, subject_id, term_id, student_id, comment) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (id) DO UPDATE SET comment = EXCLUDED.comment`,
        [
          `${d.classId}:${d.subjectId}:${d.termId}:${d.studentId}`,
          d.classId,
          d.subjectId,
          d.termId,
          d.studentId,
          d.comment,
        ],
      );
      await recompute(c, {
        classId: d.classId,
        subjectId: d.subjectId,
        termId: d.termId,
        studentId: d.studentId,
      });
    },
    ConductAndEffortRecorded: async (e, c) => {
      const d = e.data;
      await c.db.query(
        `INSERT INTO ${c.tables.results_conduct_effort} (id, class_id, subject_id, term_id, student_id, conduct, effort) VALUES ($1, $2, $3, $4, $5, $6, $7)
        ON CONFLICT (id) DO UPDATE SET conduct = EXCLUDED.conduct, effort = EXCLUDED.effort`,
        [
          `${d.classId}:${d.subjectId}:${d.termId}:${d.studentId}`,
          d.classId,
          d.subjectId,
          d.termId,
          d.studentId,
          d.conduct,
          d.effort,
        ],
      );
      await recompute(c, {
        classId: d.classId,
        subjectId: d.subjectId,
        termId: d.termId,
        studentId: d.studentId,
      });
    },
    ReportCardSettingsChanged: async (e, c) => {
      await c.db.query(
        `INSERT INTO ${c.tables.results_card_settings} (school_id, score_format) VALUES ($1, $2)
        ON CONFLICT (school_id) DO UPDATE SET score_format = EXCLUDED.score_format`,
        [e.data.schoolId, e.data.scoreFormat],
      );
    },
    HeadCommentRecorded: async (e, c) => {
      await c.db.query(
        `INSERT INTO ${c.tables.results_head_comments} (id, term_id, student_id, comment) VALUES ($1, $2, $3, $4)
        ON CONFLICT (id) DO UPDATE SET comment = EXCLUDED.comment`,
        [`${e.data.termId}:${e.data.studentId}`, e.data.termId, e.data.studentId, e.data.comment],
      );
    },
    ...reportCardHandlers,
  },
});

/**
 * The results read model a batch at a time: the handlers' writes gathered into one script (with
 * their recomputes put off, they only write), then the recomputes they asked for, once each (a
 * mark typed for every student of a class recomputes its subject once, not once per mark).
 */
export const results: Projection<(typeof resultsModel.tables)[number]> = {
  ...projection,
  async setBased(events: RecordedEvent[], context: Context) {
    const pending = new Pending();
    const script = new Script();
    const deferring: Context = { db: script.db, tables: context.tables, pending };
    for (const event of events) await projection.handlers[event.type]!(event, deferring);
    await script.send(context.db);
    await pending.flush(context);
  },
};
