import type pg from 'pg';

const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/**
 * The school's logo as a data URL for the PDF, when it is a PNG or a JPEG; anything else (SVG,
 * a missing file) prints the card without one. Uploads never change under their id, so a card
 * printed again shows the same logo.
 */
export async function logoDataUrl(pool: pg.Pool, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const { rows } = await pool
    .query<{ content_type: string; data: Buffer }>(
      'SELECT content_type, data FROM uploaded_files WHERE id = $1::uuid',
      [fileId],
    )
    .catch(() => ({ rows: [] }));
  const file = rows[0];
  if (!file || !PRINTABLE.has(file.content_type)) return null;
  return `data:${file.content_type};base64,${file.data.toString('base64')}`;
}
