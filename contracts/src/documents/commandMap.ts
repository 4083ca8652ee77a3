import { answerWithId, commandSpecs } from '../shared/commandSpec';
import {
  ChangeDocumentVisibilityInput,
  RemoveDocumentInput,
  UploadDocumentInput,
} from './commands';

const admin = ['ADMIN'] as const;
const answer = answerWithId('documentId');

/** The school's documents: uploaded (the file beside the fields), shared and taken down by the admin. */
export const documentCommandSpecs = commandSpecs({
  UploadDocument: { input: UploadDocumentInput, answer, access: admin, multipart: true },
  ChangeDocumentVisibility: { input: ChangeDocumentVisibilityInput, answer, access: admin },
  RemoveDocument: { input: RemoveDocumentInput, answer, access: admin },
});
