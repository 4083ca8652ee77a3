import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { NotFoundError, type StoredFile } from '@chikoro/contracts';

/** Uploaded files live beside the event store; events reference them by id, never carry bytes. */
export class FileStore {
  constructor(private readonly pool: pg.Pool) {}

  async save(file: { fileName: string; contentType: string; bytes: Buffer; ownerSchoolId: string | null }): Promise<StoredFile> {
    const fileId = randomUUID();
    await this.pool.query(
      'INSERT INTO uploaded_files (id, file_name, content_type, size, data, owner_school_id) VALUES ($1, $2, $3, $4, $5, $6)',
      [fileId, file.fileName, file.contentType, file.bytes.length, file.bytes, file.ownerSchoolId],
    );
    return { fileId, fileName: file.fileName, contentType: file.contentType, size: file.bytes.length };
  }

  async load(fileId: string): Promise<StoredFile & { bytes: Buffer; ownerSchoolId: string | null }> {
    const { rows } = await this.pool.query<{ file_name: string; content_type: string; size: number; data: Buffer; owner_school_id: string | null }>(
      'SELECT file_name, content_type, size, data, owner_school_id FROM uploaded_files WHERE id = $1',
      [fileId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundError('No such file.');
    return { fileId, fileName: row.file_name, contentType: row.content_type, size: row.size, bytes: row.data, ownerSchoolId: row.owner_school_id };
  }
}
