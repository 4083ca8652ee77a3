import { createHash } from 'node:crypto';

/** Namespace of the event ids derived from idempotency keys (a fixed, random uuid). */
export const IDEMPOTENCY_NAMESPACE = '9b0f5c1e-7d42-4c8a-9e3b-2f6a1d8c4b70';

/** RFC 9562 version-5 uuid: the same namespace and name always give the same id. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the `index`th event of an append made with `key`: a repeat carries the same ids, so the server drops it. */
export function idempotentEventId(key: string, index: number): string {
  return uuidV5(`${key}:${index}`, IDEMPOTENCY_NAMESPACE);
}
