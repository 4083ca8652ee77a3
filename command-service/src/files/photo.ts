import { UnsupportedMediaError, ValidationError, type FieldError } from '@chikoro/contracts';
import { nameMatchesKind, sniffFileKind } from './sniff';

export interface AcceptedPhoto {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A person's photo (a teacher's on registration, anyone's of themselves), judged by its bytes (jpg
 * or png, agreeing with its name); the 5 MB limit is the multipart limit. Any other file part is refused.
 */
export async function checkPhoto(
  files: unknown,
  typeMessage: string,
): Promise<{ photo?: AcceptedPhoto; errors: FieldError[]; problem(errors: FieldError[]): Error }> {
  const list = Array.isArray(files) ? (files as Express.Multer.File[]) : [];
  const errors: FieldError[] = [];
  let photo: AcceptedPhoto | undefined;
  let wrongType = false;
  for (const file of list) {
    if (file.fieldname !== 'photo') {
      errors.push({ field: file.fieldname, message: 'Only a photo may be uploaded' });
      continue;
    }
    if (photo) {
      errors.push({ field: 'photo', message: 'Upload one photo only' });
      continue;
    }
    const sniffed = await sniffFileKind(file.buffer);
    if (
      !sniffed ||
      (sniffed.kind !== 'jpg' && sniffed.kind !== 'png') ||
      !nameMatchesKind(file.originalname, sniffed.kind)
    ) {
      wrongType = true;
      errors.push({ field: 'photo', message: typeMessage });
      continue;
    }
    photo = { fileName: file.originalname, contentType: sniffed.contentType, bytes: file.buffer };
  }
  return {
    photo,
    errors,
    problem: (all) =>
      wrongType
        ? new UnsupportedMediaError(typeMessage, all)
        : new ValidationError(all[0]?.message ?? '', all),
  };
}
