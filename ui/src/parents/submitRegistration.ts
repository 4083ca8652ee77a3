import type { RegisterParentInput } from '@chikoro/contracts';
import { apiFetch, rememberPosition, type CommandResult } from '../api/httpClient';

/**
 * RegisterParent is public, its "bearer" is the invitation token in the body. The Idempotency-Key
 * makes a retry after a lost answer return the first result instead of failing on the spent token.
 */
export async function submitRegistration(input: RegisterParentInput, idempotencyKey: string): Promise<CommandResult> {
  const { json } = await apiFetch('/api/commands/RegisterParent', {
    method: 'POST',
    body: JSON.stringify(input),
    auth: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const result = json as CommandResult;
  if (typeof result?.position === 'number') rememberPosition(result.position);
  return result;
}
