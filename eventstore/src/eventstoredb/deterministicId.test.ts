import { describe, expect, it } from 'vitest';
import { idempotentEventId, uuidV5 } from './deterministicId';

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('uuidV5', () => {
  it('matches the published vector for www.example.com in the DNS namespace', () => {
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('sets version 5 and the RFC variant', () => {
    const id = uuidV5('anything', DNS_NAMESPACE);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('idempotentEventId', () => {
  it('gives the same id for the same key and index', () => {
    expect(idempotentEventId('key-1', 0)).toBe(idempotentEventId('key-1', 0));
  });

  it('gives different ids for another index or another key', () => {
    const ids = new Set([
      idempotentEventId('key-1', 0),
      idempotentEventId('key-1', 1),
      idempotentEventId('key-2', 0),
    ]);
    expect(ids.size).toBe(3);
  });
});
