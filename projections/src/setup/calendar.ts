import type { AcademicYearOpened, TermAdded } from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { SetupTable } from './setup';

/**
 * Years and terms as the events said them. Which year and term are current depends on today, so
 * the query decides it, never these rows.
 */
export const calendarHandlers: Handlers<AcademicYearOpened | TermAdded, SetupTable> = {
  async AcademicYearOpened(event, { db, tables }) {
    const d = event.data;
    // Idempotent: a year is inserted once; a replayed event finds its row and does nothing.
    await db.query(
      `INSERT INTO ${tables.academic_years} (id, school_id, name, start_date, end_date, opened_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [d.academicYearId, d.schoolId, d.name, d.startDate, d.endDate, d.openedAt],
    );
  },
  async TermAdded(event, { db, tables }) {
    const d = event.data;
    // Idempotent: a term is inserted once. Spec 001 §4: a new term is APPROVED.
    await db.query(
      `INSERT INTO ${tables.terms} (id, school_id, academic_year_id, academic_year_name, name, start_date, end_date, status, added_at)
       VALUES ($1, $2, $3, COALESCE($4, (SELECT name FROM ${tables.academic_years} WHERE id = $3), ''), $5, $6, $7, 'APPROVED', $8)
       ON CONFLICT (id) DO NOTHING`,
      [
        d.termId,
        d.schoolId,
        d.academicYearId,
        d.academicYearName ?? null,
        d.name,
        d.startDate,
        d.endDate,
        d.addedAt,
      ],
    );
  },
};
