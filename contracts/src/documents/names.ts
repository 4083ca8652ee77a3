import { eventDefinition, readModel } from '../shared/modules';
import { DocumentRemoved, DocumentUploaded, DocumentVisibilityChanged } from './events';

export const documentStream = (documentId: string): string => `document-${documentId}`;

/** GET /api/files/documents/<id>: a document's file, for those who may see the document. */
export const documentDownloadPath = (documentId: string): string =>
  `/api/files/documents/${documentId}`;

/** The school's documents as each reader may see them. */
export const documentsModel = readModel('documents', ['documents']);

export const documentEvents = [
  eventDefinition(DocumentUploaded),
  eventDefinition(DocumentVisibilityChanged),
  eventDefinition(DocumentRemoved),
];
