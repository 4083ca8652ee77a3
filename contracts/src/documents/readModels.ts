import type { DocumentVisibility } from './commands';

/** One row of /api/documents: a document of the school and its file. */
export interface SchoolDocument {
  id: string;
  schoolId: string;
  title: string;
  description: string | null;
  visibility: DocumentVisibility;
  fileName: string;
  contentType: string;
  /** Bytes. */
  size: number;
  uploadedAt: string;
  /** When its visibility last changed (or the upload). */
  updatedAt: string;
}
