import { invoicesModel, type InvoiceIssued } from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';

/** Every invoice as issued, its lines and totals per currency kept whole: an invoice never changes. */
export const invoices = defineProjection<InvoiceIssued>()({
  readModel: invoicesModel,
  version: 1,
  tables: {
    invoices: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        term_id uuid NOT NULL,
        term_name text NOT NULL,
        version int NOT NULL,
        student_id uuid NOT NULL,
        student_name text NOT NULL,
        registration_number text NOT NULL,
        class_id uuid NOT NULL,
        class_name text NOT NULL,
        lines jsonb NOT NULL,
        totals jsonb NOT NULL,
        due_date date NOT NULL,
        issued_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, student_id, due_date);
      CREATE INDEX ON ${t} (school_id, term_id, class_id);`,
  },
  handlers: {
    async InvoiceIssued({ data: d }, { db, tables }) {
      const due = d.lines.map((l) => l.dueDate).sort()[0] ?? d.issuedAt.slice(0, 10);
      // Inserted once: a replayed invoice finds its row and does nothing.
      await db.query(
        `INSERT INTO ${tables.invoices} (id, school_id, term_id, term_name, version, student_id, student_name, registration_number, class_id, class_name, lines, totals, due_date, issued_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
        [
          d.invoiceId,
          d.schoolId,
          d.termId,
          d.termName,
          d.version,
          d.studentId,
          d.studentName,
          d.registrationNumber,
          d.classId,
          d.className,
          JSON.stringify(d.lines),
          JSON.stringify(d.totals),
          due,
          d.issuedAt,
        ],
      );
    },
  },
});
