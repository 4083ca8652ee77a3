import { resultsStatisticsModel, type ReportCardIssued } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/**
 * One row per student, subject and term from the latest issued version of the student's card: the
 * query service adds them up into averages, pass rates (the scale's pass flag) and grade counts by
 * school, level, class, subject and term. `npm run replay -- rebuild results-statistics` rebuilds it.
 */
export const resultsStatistics = defineProjection<ReportCardIssued>()({
  readModel: resultsStatisticsModel,
  version: 1,
  tables: {
    results_statistics: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY,
        student_id uuid NOT NULL,
        term_id uuid NOT NULL,
        subject_id uuid NOT NULL,
        version integer NOT NULL,
        school_id uuid NOT NULL,
        level_id uuid NOT NULL,
        level_name text NOT NULL,
        class_id uuid NOT NULL,
        class_name text NOT NULL,
        subject_name text NOT NULL,
        term_name text NOT NULL,
        final_mark numeric NOT NULL,
        grade text,
        pass boolean NOT NULL
      );
      CREATE INDEX ON ${t} (student_id, term_id);
      CREATE INDEX ON ${t} (school_id, term_id);`,
  },
  handlers: {
    async ReportCardIssued(event, { db, tables }) {
      const { studentId, termId, version, schoolId, snapshot: s } = event.data;
      const t = tables.results_statistics;
      // A version only replaces an older one: a replayed or late event never brings back old figures.
      const { rowCount } = await db.query(`SELECT 1 FROM ${t} WHERE student_id = $1 AND term_id = $2 AND version >= $3`, [studentId, termId, version]);
      if (rowCount) return;
      await db.query(`DELETE FROM ${t} WHERE student_id = $1 AND term_id = $2`, [studentId, termId]);
      const subjects = s.subjects.filter((x) => x.finalMark !== null);
      if (subjects.length === 0) return;
      const rows = subjects.map((x) => [`${studentId}:${termId}:${x.subjectId}`, studentId, termId, x.subjectId, version, schoolId, s.level.id, s.level.name, s.class.id, s.class.name, x.subjectName, s.term.name, x.finalMark, x.grade, x.pass === true]);
      const width = rows[0]!.length;
      await db.query(
        `INSERT INTO ${t} (id, student_id, term_id, subject_id, version, school_id, level_id, level_name, class_id, class_name, subject_name, term_name, final_mark, grade, pass)
         VALUES ${rows.map((_, i) => `(${Array.from({ length: width }, (_, j) => `$${i * width + j + 1}`).join(', ')})`).join(', ')}`,
        rows.flat());
    },
  },
});
