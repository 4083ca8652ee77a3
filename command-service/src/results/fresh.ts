import { randomBytes, randomUUID } from 'node:crypto';
import type { PublicationInputs } from '@chikoro/contracts';
import type { PublishResults } from './publication';

/** A verification code: 128 random bits, URL-safe (22 characters), unguessable. */
export const verificationCode = (): string => randomBytes(16).toString('base64url');

/** Fresh ids and codes for every card the inputs could issue: the randomness stays at the edge. */
export const freshFor = (inputs: PublicationInputs): PublishResults['fresh'] => ({
  ids: inputs.students.map(() => randomUUID()),
  codes: inputs.students.map(() => verificationCode()),
});
