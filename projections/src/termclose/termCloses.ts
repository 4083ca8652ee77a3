import { termClosesModel, type TermCloseEvent } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

const upsert = (table: string) => `
  INSERT INTO ${table} (school_id, term_id, term_name, closed, closed_at, reopen_reason, changed_at, last_position)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (school_id, term_id) DO UPDATE SET term_name = EXCLUDED.term_name, closed = EXCLUDED.closed, closed_at = EXCLUDED.closed_at,
    reopen_reason = EXCLUDED.reopen_reason, changed_at = EXCLUDED.changed_at, last_position = EXCLUDED.last_position
  WHERE ${table}.last_position < EXCLUDED.last_position`;

const opening = (table: string) => `
  INSERT INTO ${table} (school_id, term_id, term_name, closed, next_term_opens, changed_at, last_position)
  VALUES ($1, $2, $3, false, $4, $5, $6)
  ON CONFLICT (school_id, term_id) DO UPDATE SET next_term_opens = EXCLUDED.next_term_opens, last_position = EXCLUDED.last_position
  WHERE ${table}.last_position < EXCLUDED.last_position`;

/** Each school's term as closed or reopened, and the day the next term opens: what the term-close page shows. */
export const termCloses = defineProjection<TermCloseEvent>()({
  readModel: termClosesModel,
  version: 2,
  tables: {
    term_closes: (t) => `
      CREATE TABLE ${t} (
        school_id uuid NOT NULL,
        term_id uuid NOT NULL,
        term_name text NOT NULL,
        closed boolean NOT NULL,
        closed_at timestamptz,
        reopen_reason text,
        next_term_opens date,
        changed_at timestamptz NOT NULL,
        last_position bigint NOT NULL,
        PRIMARY KEY (school_id, term_id)
      );`,
  },
  handlers: {
    async TermClosed({ data: d, position }, { db, tables }) {
      // Guarded by position: a replayed close never undoes a later reopening.
      await db.query(upsert(tables.term_closes), [
        d.schoolId,
        d.termId,
        d.termName,
        true,
        d.closedAt,
        null,
        d.closedAt,
        position,
      ]);
    },
    async TermReopened({ data: d, position }, { db, tables }) {
      // Guarded by position, as above.
      await db.query(upsert(tables.term_closes), [
        d.schoolId,
        d.termId,
        d.termName,
        false,
        null,
        d.reason,
        d.reopenedAt,
        position,
      ]);
    },
    async NextTermOpeningSet({ data: d, position }, { db, tables }) {
      // Guarded by position, as above; a close or a reopening leaves the day as it is.
      await db.query(opening(tables.term_closes), [
        d.schoolId,
        d.termId,
        d.termName,
        d.opensOn,
        d.setAt,
        position,
      ]);
    },
  },
});
