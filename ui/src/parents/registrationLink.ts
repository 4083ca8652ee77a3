import { isZimbabweMobile } from '@chikoro/contracts';

/**
 * What an address shows (spec 001 §2.1): with a valid Zimbabwean mobile in `phoneNumber`, the
 * registration screen; with an invalid one, the landing page. Without the parameter, an unknown
 * path stays a 404 (`/register` itself goes home).
 */
export function registrationTarget(
  search: URLSearchParams,
  path: 'register' | 'catch-all',
): 'form' | 'home' | 'not-found' {
  const phone = search.get('phoneNumber');
  if (phone === null) return path === 'register' ? 'home' : 'not-found';
  return isZimbabweMobile(phone.trim()) ? 'form' : 'home';
}

/** A key that makes a retried registration answer its first result; works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `register-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
