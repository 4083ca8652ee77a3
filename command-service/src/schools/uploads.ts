import {
  UnsupportedMediaError,
  ValidationError,
  fileMessages,
  type DomainError,
  type FieldError,
} from '@chikoro/contracts';
import { nameMatchesKind, sniffFileKind, type FileKind } from '../files/sniff';

const RULES: Record<string, { kinds: readonly FileKind[]; message: string }> = {
  logo: { kinds: ['jpg', 'png', 'svg', 'pdf'], message: fileMessages.logoType },
  receipt: { kinds: ['jpg', 'png', 'pdf'], message: fileMessages.receiptType },
};

export interface AcceptedFile {
  field: 'logo' | 'receipt';
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Logo and receipt are judged by their bytes (magic numbers) and must agree with their names. */
export async function checkEnrolmentFiles(files: unknown): Promise<{
  accepted: AcceptedFile[];
  errors: FieldError[];
  problem(errors: FieldError[]): DomainError;
}> {
  const list = Array.isArray(files) ? (files as Express.Multer.File[]) : [];
  const accepted: AcceptedFile[] = [];
  const errors: FieldError[] = [];
  let wrongType = false;
  for (const file of list) {
    // Own keys only: a part named `constructor` or `__proto__` is an unknown field, not a rule.
    const rule = Object.hasOwn(RULES, file.fieldname) ? RULES[file.fieldname] : undefined;
    if (!rule) {
      errors.push({ field: file.fieldname, message: 'Only a logo and a receipt may be uploaded' });
      continue;
    }
    if (accepted.some((a) => a.field === file.fieldname)) {
      errors.push({ field: file.fieldname, message: `Upload one ${file.fieldname} only` });
      continue;
    }
    const sniffed = await sniffFileKind(file.buffer);
    if (
      !sniffed ||
      !rule.kinds.includes(sniffed.kind) ||
      !nameMatchesKind(file.originalname, sniffed.kind)
    ) {
      wrongType = true;
      errors.push({ field: file.fieldname, message: rule.message });
      continue;
    }
    accepted.push({
      field: file.fieldname as AcceptedFile['field'],
      fileName: file.originalname,
      contentType: sniffed.contentType,
      bytes: file.buffer,
    });
  }
  return {
    accepted,
    errors,
    problem: (all) =>
      wrongType
        ? new UnsupportedMediaError(all[0]?.message ?? fileMessages.logoType, all)
        : new ValidationError(all[0]?.message ?? '', all),
  };
}
