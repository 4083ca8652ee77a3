import { promotionsModel, type PromotionEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/**
 * Each plan as its stream tells it (its students' lines in the plan's order, planned or applied
 * with the batch applied now), and one row per student a batch applied, kept when the batch is
 * undone (with the day it was), so every batch stays on record.
 */
export const promotions = defineProjection<PromotionEvent>()({
  readModel: promotionsModel,
  version: 1,
  tables: {
    promotion_plans: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        from_year_id uuid NOT NULL,
        from_year_name text,
        to_year_id uuid NOT NULL,
        to_year_name text,
        level_id uuid NOT NULL,
        level_name text,
        to_level_id uuid,
        to_level_name text,
        status text NOT NULL,
        batch_id uuid,
        rows jsonb NOT NULL,
        planned_at timestamptz NOT NULL,
        applied_at timestamptz,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, planned_at, id);`,
    promotions: (t) => `
      CREATE TABLE ${t} (
        id text PRIMARY KEY,
        school_id uuid NOT NULL,
        batch_id uuid NOT NULL,
        plan_id uuid NOT NULL,
        student_id uuid NOT NULL,
        student_name text NOT NULL,
        registration_number text NOT NULL,
        outcome text NOT NULL,
        from_class_id uuid NOT NULL,
        from_class_name text,
        to_class_id uuid,
        to_class_name text,
        reason text,
        applied_at timestamptz NOT NULL,
        undone_at timestamptz,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, batch_id);
      CREATE INDEX ON ${t} (school_id, student_id);`,
  },
  handlers: {
    async PromotionPlanned({ data: d, position }, { db, tables }) {
      // Idempotent: a plan is inserted once; a replayed plan finds its row.
      await db.query(
        `INSERT INTO ${tables.promotion_plans} (id, school_id, from_year_id, from_year_name, to_year_id, to_year_name,
           level_id, level_name, to_level_id, to_level_name, status, rows, planned_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Planned', $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
        [
          d.planId,
          d.schoolId,
          d.fromYearId,
          d.fromYearName ?? null,
          d.toYearId,
          d.toYearName ?? null,
          d.levelId,
          d.levelName ?? null,
          d.toLevelId ?? null,
          d.toLevelName ?? null,
          JSON.stringify(d.rows),
          d.plannedAt,
          position,
        ],
      );
    },
    async PromotionPlanChanged({ data: d, position }, { db, tables }) {
      // Guarded by position: a replayed change is applied once, in the line's own place.
      await db.query(
        `UPDATE ${tables.promotion_plans} SET last_position = $4, rows = (
           SELECT jsonb_agg(CASE WHEN r->>'studentId' = $2 THEN $3::jsonb ELSE r END ORDER BY n)
           FROM jsonb_array_elements(rows) WITH ORDINALITY AS x(r, n))
         WHERE id = $1 AND last_position < $4`,
        [d.planId, d.row.studentId, JSON.stringify(d.row), position],
      );
    },
    async PromotionApplicationStarted({ data: d, position }, { db, tables }) {
      // Guarded by position: the plan shows its batch begun until it is finished.
      await db.query(
        `UPDATE ${tables.promotion_plans} SET status = 'Applying', batch_id = $2, last_position = $3
         WHERE id = $1 AND last_position < $3`,
        [d.planId, d.batchId, position],
      );
    },
    async PromotionUndoStarted({ data: d, position }, { db, tables }) {
      // Guarded by position: the plan shows its undo begun until it is finished.
      await db.query(
        `UPDATE ${tables.promotion_plans} SET status = 'Undoing', last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [d.planId, position],
      );
    },
    async PromotionApplied({ data: d, position }, { db, tables }) {
      // Guarded by position on the plan; each student's row of the batch is inserted once.
      await db.query(
        `UPDATE ${tables.promotion_plans} SET status = 'Applied', batch_id = $2, applied_at = $3, last_position = $4
         WHERE id = $1 AND last_position < $4`,
        [d.planId, d.batchId, d.appliedAt, position],
      );
      await db.query(
        `INSERT INTO ${tables.promotions} (id, school_id, batch_id, plan_id, student_id, student_name, registration_number,
           outcome, from_class_id, from_class_name, to_class_id, to_class_name, reason, applied_at, last_position)
         SELECT $7::text || ':' || r."studentId", $1, $3, $2, r."studentId"::uuid, r."studentName", r."registrationNumber",
           r.outcome, r."fromClassId"::uuid, r."fromClassName", r."toClassId"::uuid, r."toClassName", r.reason, $5, $6
         FROM jsonb_to_recordset($4::jsonb) AS r("studentId" text, "studentName" text, "registrationNumber" text,
           outcome text, "fromClassId" text, "fromClassName" text, "toClassId" text, "toClassName" text, reason text)
         ON CONFLICT (id) DO NOTHING`,
        [d.schoolId, d.planId, d.batchId, JSON.stringify(d.rows), d.appliedAt, position, d.batchId],
      );
    },
    async PromotionUndone({ data: d, position }, { db, tables }) {
      // Guarded by position: the plan is planned again; the batch's rows stay, marked undone.
      await db.query(
        `UPDATE ${tables.promotion_plans} SET status = 'Planned', batch_id = NULL, applied_at = NULL, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [d.planId, position],
      );
      await db.query(
        `UPDATE ${tables.promotions} SET undone_at = $2, last_position = $3 WHERE batch_id = $1 AND last_position < $3`,
        [d.batchId, d.undoneAt, position],
      );
    },
  },
});
