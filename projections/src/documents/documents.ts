import {
  documentsModel,
  type DocumentRemoved,
  type DocumentUploaded,
  type DocumentVisibilityChanged,
} from '@chikoro/contracts';
import { defineProjection } from '../runner/projection';
import { gathered } from '../runner/script';

/**
 * The school's documents that are shared now: who may see each (staff only, or families too) and
 * its file. A removed document leaves the list; the audit log keeps its history.
 */
export const documents = gathered(
  defineProjection<DocumentUploaded | DocumentVisibilityChanged | DocumentRemoved>()({
    readModel: documentsModel,
    version: 1,
    tables: {
      documents: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        school_id uuid NOT NULL,
        title text NOT NULL,
        description text,
        visibility text NOT NULL,
        file_id uuid NOT NULL,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size int NOT NULL,
        uploaded_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position bigint NOT NULL
      );
      CREATE INDEX ON ${t} (school_id, visibility, uploaded_at DESC);
      CREATE INDEX ON ${t} (school_id, lower(title));`,
    },
    handlers: {
      async DocumentUploaded({ data: d, position }, { db, tables }) {
        // Inserted once: a replayed upload finds its row and does nothing.
        await db.query(
          `INSERT INTO ${tables.documents} (id, school_id, title, description, visibility, file_id, file_name, content_type, size, uploaded_at, updated_at, last_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [
            d.documentId,
            d.schoolId,
            d.title,
            d.description ?? null,
            d.visibility,
            d.file.fileId,
            d.file.fileName,
            d.file.contentType,
            d.file.size,
            d.uploadedAt,
            position,
          ],
        );
      },
      async DocumentVisibilityChanged({ data: d, position }, { db, tables }) {
        // Guarded by position: a change already applied to this row changes nothing the second time.
        await db.query(
          `UPDATE ${tables.documents} SET visibility = $2, updated_at = $3, last_position = $4 WHERE id = $1 AND last_position < $4`,
          [d.documentId, d.visibility, d.changedAt, position],
        );
      },
      async DocumentRemoved({ data: d }, { db, tables }) {
        await db.query(`DELETE FROM ${tables.documents} WHERE id = $1`, [d.documentId]);
      },
    },
  }),
);
