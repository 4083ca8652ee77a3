import { answerWithId, commandSpecs } from '../shared/commandSpec';
import { CloseTermInput, ReopenTermInput } from './commands';

const admin = ['ADMIN'] as const;

/** The end of a term: closed and reopened by the school's admin. */
export const termCloseCommandSpecs = commandSpecs({
  CloseTerm: { input: CloseTermInput, answer: answerWithId('termId'), access: admin },
  ReopenTerm: { input: ReopenTermInput, answer: answerWithId('termId'), access: admin },
});
