import { answerWithId, commandSpecs } from '../shared/commandSpec';
import { CloseTermInput, ReopenTermInput, SetNextTermOpeningInput } from './commands';

const admin = ['ADMIN'] as const;

/** The end of a term: closed and reopened by the school's admin, who also sets the day the next term opens. */
export const termCloseCommandSpecs = commandSpecs({
  CloseTerm: { input: CloseTermInput, answer: answerWithId('termId'), access: admin },
  ReopenTerm: { input: ReopenTermInput, answer: answerWithId('termId'), access: admin },
  SetNextTermOpening: {
    input: SetNextTermOpeningInput,
    answer: answerWithId('termId'),
    access: admin,
  },
});
