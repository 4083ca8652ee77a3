import type {
  ReportCardAcknowledged,
  ReportCardIssued,
  ResultsPublished,
} from '@chikoro/contracts';
import type { Recorded } from '../runner/projection';
import type { Context } from './recompute';

/** Each issued version becomes a row; the versions before it are marked superseded but stay readable. */
export const reportCardHandlers = {
  async ReportCardIssued(
    event: Recorded<ReportCardIssued>,
    { db, tables }: Context,
  ): Promise<void> {
    const d = event.data;
    const s = d.snapshot;
    // Keyed by the version's id: a replayed event inserts nothing.
    await db.query(
      `INSERT INTO ${tables.report_cards} (id, school_id, student_id, student_name, registration_number, class_id, class_name, term_id, term_name,
         academic_year_id, academic_year_name, version, amended, published_at, verification_code, fingerprint, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) ON CONFLICT (id) DO NOTHING`,
      [
        d.reportCardId,
        d.schoolId,
        d.studentId,
        `${s.student.firstName} ${s.student.lastName}`,
        s.student.registrationNumber,
        d.classId,
        s.class.name,
        d.termId,
        s.term.name,
        // The term's year: the decider takes it from the set-up stream's term when it issues the card.
        s.academicYear.id,
        s.academicYear.name,
        d.version,
        d.amended,
        d.issuedAt,
        d.verificationCode,
        d.fingerprint,
        JSON.stringify(s),
      ],
    );
    await db.query(
      `UPDATE ${tables.report_cards} SET superseded = true WHERE class_id = $1 AND term_id = $2 AND student_id = $3 AND version < $4`,
      [d.classId, d.termId, d.studentId, d.version],
    );
  },
  async ReportCardAcknowledged(
    event: Recorded<ReportCardAcknowledged>,
    { db, tables }: Context,
  ): Promise<void> {
    const d = event.data;
    // Once per parent: a replayed event finds its parent there already.
    await db.query(
      `UPDATE ${tables.report_cards} SET acknowledgements = acknowledgements || jsonb_build_array(jsonb_build_object('parentId', $2::text, 'name', $3::text, 'at', $4::text))
       WHERE id = $1 AND NOT acknowledgements @> jsonb_build_array(jsonb_build_object('parentId', $2::text))`,
      [d.reportCardId, d.parentId, d.parentName, d.acknowledgedAt],
    );
  },
  async ResultsPublished(
    event: Recorded<ResultsPublished>,
    { db, tables }: Context,
  ): Promise<void> {
    await db.query(
      `INSERT INTO ${tables.results_publications} (id, class_id, term_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [`${event.data.classId}:${event.data.termId}`, event.data.classId, event.data.termId],
    );
  },
};
