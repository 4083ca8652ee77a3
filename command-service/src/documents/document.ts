import type { DocumentEvent, DocumentVisibility } from '@chikoro/contracts';

export { documentStream } from '@chikoro/contracts';

interface KnownDocument {
  documentId: string;
  schoolId: string;
  title: string;
  visibility: DocumentVisibility;
  file: { fileId: string; fileName: string; contentType: string };
}

/** A document of a school: Shared (with staff, or families too) until it is Removed, for good. */
export type DocumentState =
  | { status: 'Initial' }
  | ({ status: 'Shared' } & KnownDocument)
  | ({ status: 'Removed' } & KnownDocument);

export const initialDocumentState: DocumentState = { status: 'Initial' };

/** Never throws; ignores what it does not know, so old streams replay. */
export function evolveDocument(
  state: DocumentState,
  event: DocumentEvent | { type: string; data: unknown },
): DocumentState {
  const e = event as DocumentEvent;
  switch (e.type) {
    case 'DocumentUploaded': {
      const { documentId, schoolId, title, visibility, file } = e.data;
      return {
        status: 'Shared',
        documentId,
        schoolId,
        title,
        visibility,
        file: { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType },
      };
    }
    case 'DocumentVisibilityChanged':
      return state.status === 'Initial' ? state : { ...state, visibility: e.data.visibility };
    case 'DocumentRemoved':
      return state.status === 'Initial' ? state : { ...state, status: 'Removed' };
    default:
      return state;
  }
}
