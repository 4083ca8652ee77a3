import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The layout of the PDFs this code draws. A kept PDF is found by a hash of everything it is drawn
 * from, this number included: raise it when the layout changes, and every card is drawn anew once.
 */
export const PDF_LAYOUT = 1;

/** The key of a PDF: a hash of what it is drawn from (text, logos by file id, title, date, layout). */
export function pdfKey(drawnFrom: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ layout: PDF_LAYOUT, drawnFrom }))
    .digest('base64url');
}

/**
 * PDFs of published cards, drawn once and kept in PostgreSQL so that every replica serves the same
 * bytes without drawing them again: a published version never changes, so neither does its PDF.
 * Kept by the hash of what they are drawn from; a new version, a new hash.
 */
export class RenderedPdfs {
  private table: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  private ensureTable(): Promise<void> {
    this.table ??= this.pool
      .query(
        'CREATE TABLE IF NOT EXISTS rendered_pdfs (key text PRIMARY KEY, pdf bytea NOT NULL, rendered_at timestamptz NOT NULL DEFAULT now())',
      )
      .then(() => undefined)
      .catch((error: unknown) => {
        this.table = undefined;
        // Another replica created it at the same moment.
        if ((error as { code?: string }).code !== '23505') throw error;
      });
    return this.table;
  }

  async find(key: string): Promise<Buffer | undefined> {
    await this.ensureTable();
    const { rows } = await this.pool.query<{ pdf: Buffer }>(
      'SELECT pdf FROM rendered_pdfs WHERE key = $1',
      [key],
    );
    return rows[0]?.pdf;
  }

  /** The kept PDF, or the one `draw` makes, kept for next time (the first kept wins a race: the bytes are the same). */
  async findOrDraw(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = await this.find(key);
    if (kept) return kept;
    const pdf = await draw();
    await this.pool.query(
      'INSERT INTO rendered_pdfs (key, pdf) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, pdf],
    );
    return pdf;
  }
}
