import {
  UnsupportedMediaError,
  ValidationError,
  documentMessages as m,
  type FieldError,
} from '@chikoro/contracts';
import { nameMatchesKind, sniffFileKind, type FileKind } from '../files/sniff';

const KINDS: readonly FileKind[] = ['pdf', 'docx', 'xlsx', 'png', 'jpg'];

export interface AcceptedDocument {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The document's file, judged by its bytes (PDF, Word, Excel, PNG or JPG, agreeing with its name);
 * the 5 MB limit is the multipart limit. One file, in the part `file`; anything else is refused.
 */
export async function checkDocumentFile(files: unknown): Promise<{
  file?: AcceptedDocument;
  errors: FieldError[];
  problem(errors: FieldError[]): Error;
}> {
  const list = Array.isArray(files) ? (files as Express.Multer.File[]) : [];
  const errors: FieldError[] = [];
  let file: AcceptedDocument | undefined;
  let wrongType = false;
  for (const part of list) {
    if (part.fieldname !== 'file') {
      errors.push({ field: part.fieldname, message: 'Only the document’s file may be uploaded' });
      continue;
    }
    if (file) {
      errors.push({ field: 'file', message: m.oneFile });
      continue;
    }
    const sniffed = await sniffFileKind(part.buffer);
    if (
      !sniffed ||
      !KINDS.includes(sniffed.kind) ||
      !nameMatchesKind(part.originalname, sniffed.kind)
    ) {
      wrongType = true;
      errors.push({ field: 'file', message: m.fileType });
      continue;
    }
    file = { fileName: part.originalname, contentType: sniffed.contentType, bytes: part.buffer };
  }
  if (!file && errors.length === 0) errors.push({ field: 'file', message: m.file });
  return {
    file,
    errors,
    problem: (all) =>
      wrongType
        ? new UnsupportedMediaError(m.fileType, all)
        : new ValidationError(all[0]?.message ?? m.file, all),
  };
}
