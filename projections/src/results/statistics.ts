import { resultsStatisticsModel, type ReportCardIssued } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';

/**
 * One row per student, subject and term from the latest issued version of the student's card: the
 * query service adds them up into averages, pass rates (the scale's pass flag) and grade counts by
 * school, level, class, subject and term. Its one write per card is gathered with the batch's others.
 * `npm run replay -- rebuild results-statistics` rebuilds it.
 */
export const resultsStatistics = gathered(
  defineProjection<ReportCardIssued>()({
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
      CREATE INDEX /* kept while rebuilding */ ON ${t} (student_id, term_id);
      CREATE INDEX ON ${t} (school_id, term_id);`,
    },
    handlers: {
      async ReportCardIssued(event, { db, tables }) {
        const { studentId, termId, version, schoolId, snapshot: s } = event.data;
        const t = tables.results_statistics;
        const subjects = s.subjects
          .filter((x) => x.finalMark !== null)
          .map((x) => ({
            id: `${studentId}:${termId}:${x.subjectId}`,
            subject_id: x.subjectId,
            subject_name: x.subjectName,
            final_mark: x.finalMark,
            grade: x.grade,
            pass: x.pass === true,
          }));
        const set = [
          'version',
          'school_id',
          'level_id',
          'level_name',
          'class_id',
          'class_name',
          'subject_name',
          'term_name',
          'final_mark',
          'grade',
          'pass',
        ].map((c) => `${c} = EXCLUDED.${c}`);
        // One write, nothing read back: the version's subjects replace the student's term figures, those it no longer
        // has removed, unless the table holds this version or a newer one (a replayed or late event brings back nothing).
        await db.query(
          `WITH newer AS (SELECT 1 FROM ${t} WHERE student_id = $1::uuid AND term_id = $2::uuid AND version >= $3::int),
         subjects AS (SELECT * FROM jsonb_to_recordset($4::jsonb) AS x(id text, subject_id uuid, subject_name text, final_mark numeric, grade text, pass boolean)),
         gone AS (DELETE FROM ${t} WHERE student_id = $1::uuid AND term_id = $2::uuid AND id NOT IN (SELECT id FROM subjects) AND NOT EXISTS (SELECT 1 FROM newer))
         INSERT INTO ${t} (id, student_id, term_id, subject_id, version, school_id, level_id, level_name, class_id, class_name, subject_name, term_name, final_mark, grade, pass)
         SELECT id, $1::uuid, $2::uuid, subject_id, $3::int, $5::uuid, $6::uuid, $7::text, $8::uuid, $9::text, subject_name, $10::text, final_mark, grade, pass
         FROM subjects WHERE NOT EXISTS (SELECT 1 FROM newer)
         ON CONFLICT (id) DO UPDATE SET ${set.join(', ')}`,
          [
            studentId,
            termId,
            version,
            JSON.stringify(subjects),
            schoolId,
            s.level.id,
            s.level.name,
            s.class.id,
            s.class.name,
            s.term.name,
          ],
        );
      },
    },
  }),
);
