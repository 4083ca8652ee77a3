import type { Response } from 'express';
import type pg from 'pg';
import { NotFoundError } from '@chikoro/contracts';
import { UUID } from '../listing/resource';

/**
 * A school's logo upload sent as an image, to whoever the caller has already allowed to see it.
 * Sandboxed and never sniffed, so an SVG's scripts never run on our origin; private to the reader.
 */
export async function sendLogo(
  res: Response,
  pool: pg.Pool,
  fileId: string | null | undefined,
): Promise<void> {
  const { rows } =
    fileId && UUID.test(fileId)
      ? await pool.query<{ content_type: string; data: Buffer }>(
          'SELECT content_type, data FROM uploaded_files WHERE id = $1::uuid',
          [fileId],
        )
      : { rows: [] };
  const file = rows[0];
  if (!file) throw new NotFoundError('This school has no logo.');
  res.setHeader('Content-Type', file.content_type);
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, max-age=300');
  res.send(file.data);
}
