import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { NotFoundError, type StoredFile } from '@chikoro/contracts';

export interface NewFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  ownerSchoolId: string | null;
}

/** Uploaded files live beside the event store; events reference them by id, never carry bytes. */
export class FileStore {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Names a file for the command of this request without storing it: the command path stores it
   * once the decision stands and removes it if the append then fails (see StagedFiles).
   */
  stage(request: object, file: NewFile): StoredFile {
    const staged = stagedByRequest.get(request) ?? new StagedFiles(this);
    stagedByRequest.set(request, staged);
    return staged.add(file);
  }

  async insert(fileId: string, file: NewFile): Promise<void> {
    await this.pool.query(
      'INSERT INTO uploaded_files (id, file_name, content_type, size, data, owner_school_id) VALUES ($1, $2, $3, $4, $5, $6)',
      [fileId, file.fileName, file.contentType, file.bytes.length, file.bytes, file.ownerSchoolId],
    );
  }

  async remove(fileIds: readonly string[]): Promise<void> {
    await this.pool.query('DELETE FROM uploaded_files WHERE id = ANY($1::uuid[])', [fileIds]);
  }

  async load(
    fileId: string,
  ): Promise<StoredFile & { bytes: Buffer; ownerSchoolId: string | null }> {
    const { rows } = await this.pool.query<{
      file_name: string;
      content_type: string;
      size: number;
      data: Buffer;
      owner_school_id: string | null;
    }>(
      'SELECT file_name, content_type, size, data, owner_school_id FROM uploaded_files WHERE id = $1',
      [fileId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundError('No such file.');
    return {
      fileId,
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size,
      bytes: row.data,
      ownerSchoolId: row.owner_school_id,
    };
  }
}

/** The files a command brought, kept in memory until its decision stands: nothing of a refused command remains. */
export class StagedFiles {
  private readonly files = new Map<string, NewFile>();

  constructor(private readonly store: Pick<FileStore, 'insert' | 'remove'>) {}

  add(file: NewFile): StoredFile {
    const fileId = randomUUID();
    this.files.set(fileId, file);
    return {
      fileId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
    };
  }

  /** Stores every file; one that fails removes those already stored. */
  async save(): Promise<void> {
    try {
      for (const [fileId, file] of this.files) await this.store.insert(fileId, file);
    } catch (error) {
      await this.discard();
      throw error;
    }
  }

  /** Removes whatever was stored (the append that was to reference the files did not happen). */
  async discard(): Promise<void> {
    if (this.files.size > 0) await this.store.remove([...this.files.keys()]);
  }
}

const stagedByRequest = new WeakMap<object, StagedFiles>();

/** The files staged while parsing this request's command, if any. */
export function stagedFilesOf(request: object): StagedFiles | undefined {
  return stagedByRequest.get(request);
}
