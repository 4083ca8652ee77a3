import { v5 } from 'uuid';

/** Namespace of the event ids derived from idempotency keys (a fixed, random uuid). */
export const IDEMPOTENCY_NAMESPACE = '9b0f5c1e-7d42-4c8a-9e3b-2f6a1d8c4b70';

/** RFC 9562 version-5 uuid: the same namespace and name always give the same id. */
export function uuidV5(name: string, namespace: string): string {
  return v5(name, namespace);
}

/** The id of the `index`th event of an append made with `key`: a repeat carries the same ids, so the server drops it. */
export function idempotentEventId(key: string, index: number): string {
  return uuidV5(`${key}:${index}`, IDEMPOTENCY_NAMESPACE);
}
