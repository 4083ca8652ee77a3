import { z } from 'zod';
import type { StoredFile } from '../schools/commands';
import type { Role } from '../shared/roles';
import { documentMessages as m } from './messages';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));

/** Staff only (the school's admin and teachers), or families too (students and parents). */
export const documentVisibilities = ['STAFF', 'FAMILIES'] as const;
export const DocumentVisibility = z.enum(documentVisibilities, { error: m.visibility });
export type DocumentVisibility = z.infer<typeof DocumentVisibility>;

export const documentVisibilityLabels: Record<DocumentVisibility, string> = {
  STAFF: 'Staff only',
  FAMILIES: 'Families and staff',
};

/**
 * Which documents of their own school a role may see; the superadmin sees every school's.
 * A document for families is also the staff's.
 */
export function visibleDocumentKinds(role: Role): readonly DocumentVisibility[] {
  return role === 'STUDENT' || role === 'PARENT' ? ['FAMILIES'] : ['STAFF', 'FAMILIES'];
}

const documentId = z.string({ error: m.notFound }).uuid({ error: m.notFound });

/** What the upload form sends beside the file (multipart: every field is text). */
export const UploadDocumentInput = z.strictObject({
  title: z.preprocess(
    trim,
    z
      .string({ error: m.title })
      .min(1, { error: m.title })
      .max(150, { error: 'Keep the title under 150 characters' }),
  ),
  description: z.preprocess(
    blank,
    z.string().max(1000, { error: 'Keep the description under 1000 characters' }).optional(),
  ),
  visibility: DocumentVisibility,
});
export type UploadDocumentInput = z.infer<typeof UploadDocumentInput>;
/** What the upload form holds. */
export type UploadDocumentForm = { [K in keyof UploadDocumentInput]?: string };

export const ChangeDocumentVisibilityInput = z.strictObject({
  documentId,
  visibility: DocumentVisibility,
});
export const RemoveDocumentInput = z.strictObject({ documentId });

export type UploadDocument = {
  type: 'UploadDocument';
  documentId: string;
  file: StoredFile;
} & UploadDocumentInput;
export type ChangeDocumentVisibility = { type: 'ChangeDocumentVisibility' } & z.infer<
  typeof ChangeDocumentVisibilityInput
>;
export type RemoveDocument = { type: 'RemoveDocument' } & z.infer<typeof RemoveDocumentInput>;
export type DocumentCommand = UploadDocument | ChangeDocumentVisibility | RemoveDocument;
