import { z } from 'zod';
import { StoredFile } from '../schools/commands';

const visibility = z.enum(['STAFF', 'FAMILIES']);

/** One stream per document (`document-<documentId>`); every event names its school and the title. */
export const DocumentUploaded = z.object({
  type: z.literal('DocumentUploaded'),
  data: z.object({
    schoolId: z.string(),
    documentId: z.string(),
    title: z.string(),
    description: z.string().optional(),
    visibility,
    file: StoredFile,
    uploadedAt: z.string(),
  }),
});
/** Who may see it changed, with who could before. */
export const DocumentVisibilityChanged = z.object({
  type: z.literal('DocumentVisibilityChanged'),
  data: z.object({
    schoolId: z.string(),
    documentId: z.string(),
    title: z.string(),
    before: visibility,
    visibility,
    changedAt: z.string(),
  }),
});
/** Taken down: nobody sees it in the school's documents any more; the history stays. */
export const DocumentRemoved = z.object({
  type: z.literal('DocumentRemoved'),
  data: z.object({
    schoolId: z.string(),
    documentId: z.string(),
    title: z.string(),
    visibility,
    removedAt: z.string(),
  }),
});

export type DocumentUploaded = z.infer<typeof DocumentUploaded>;
export type DocumentVisibilityChanged = z.infer<typeof DocumentVisibilityChanged>;
export type DocumentRemoved = z.infer<typeof DocumentRemoved>;
export type DocumentEvent = DocumentUploaded | DocumentVisibilityChanged | DocumentRemoved;
