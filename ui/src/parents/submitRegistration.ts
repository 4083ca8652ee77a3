import type { CommandAnswer, RegisterParentInput } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';

/**
 * RegisterParent is public, its "bearer" is the invitation token in the body. The Idempotency-Key
 * makes a retry after a lost answer return the first result instead of failing on the spent token.
 */
export function submitRegistration(
  input: RegisterParentInput,
  idempotencyKey: string,
): Promise<CommandAnswer<'RegisterParent'>> {
  return sendCommand('RegisterParent', input, { auth: false, idempotencyKey });
}
