import { afterAll, beforeAll, describe } from 'vitest';
import { appendCases } from './contract/appendCases';
import { idempotencyCases } from './contract/idempotencyCases';
import { manyWritersCases } from './contract/manyWritersCases';
import { subscriptionCases } from './contract/subscriptionCases';
import type { EventStoreFactory, OpenedStore } from './contract/support';

export type { Capabilities, EventStoreFactory, HeldAppend, OpenedStore } from './contract/support';

/**
 * The behaviour every EventStore adapter owes its callers, as one suite. With `skip`, every case
 * is reported as skipped (never as passed) under a title that gives the reason.
 */
export function describeEventStoreContract(
  name: string,
  factory: EventStoreFactory,
  options: { skip?: string } = {},
): void {
  if (options.skip !== undefined) {
    describe.skip(`${name} (skipped: ${options.skip})`, () => registerCases(factory));
    return;
  }
  describe(name, () => registerCases(factory));
}

function registerCases(factory: EventStoreFactory): void {
  let opened: OpenedStore | undefined;
  beforeAll(async () => {
    opened = await factory.open();
  });
  afterAll(async () => {
    await opened?.close();
  });
  const subject = (): OpenedStore => {
    if (!opened) throw new Error('the store under test did not open');
    return opened;
  };
  appendCases(subject);
  idempotencyCases(subject, factory.capabilities);
  manyWritersCases(subject);
  subscriptionCases(subject, factory);
}
