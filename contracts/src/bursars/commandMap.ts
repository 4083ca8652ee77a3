import { answerWithId, commandSpecs } from '../shared/commandSpec';
import { ChangeBursarStatusInput, RegisterBursarInput } from './commands';

/** Bursars, added by the school's admin: each gets a staff sign-in that keeps the fees. */
export const bursarCommandSpecs = commandSpecs({
  RegisterBursar: {
    input: RegisterBursarInput,
    answer: answerWithId('bursarId'),
    access: ['ADMIN'] as const,
  },
  ChangeBursarStatus: {
    input: ChangeBursarStatusInput,
    answer: answerWithId('bursarId'),
    access: ['ADMIN'] as const,
  },
});
