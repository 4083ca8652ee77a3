import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventCatalogue, EventDecodeError } from './catalogue';
import { eventDefinition } from './modules';

/** Version 1 kept the head's name in one field; version 2 splits it. */
const HeadNamed = z.object({
  type: z.literal('HeadNamed'),
  data: z.object({ firstName: z.string(), lastName: z.string() }),
});
const splitName = (data: unknown) => {
  const [firstName = '', ...rest] = String((data as { name: string }).name).split(' ');
  return { firstName, lastName: rest.join(' ') };
};

describe('the event catalogue', () => {
  const catalogue = new EventCatalogue([
    eventDefinition(HeadNamed, { version: 2, upcasters: { 1: splitName } }),
  ]);

  it('upcasts an event stored at an older schema version to the current shape', () => {
    expect(catalogue.decode('HeadNamed', { name: 'Agnes Tendai Makoni' }, 1)).toEqual({
      firstName: 'Agnes',
      lastName: 'Tendai Makoni',
    });
  });

  it('reads an event of the current version as stored', () => {
    expect(catalogue.decode('HeadNamed', { firstName: 'Agnes', lastName: 'Makoni' }, 2)).toEqual({
      firstName: 'Agnes',
      lastName: 'Makoni',
    });
  });

  it('refuses a stored event its schema does not accept, naming the type and the field', () => {
    expect(() => catalogue.decode('HeadNamed', { firstName: 'Agnes' }, 2)).toThrow(
      EventDecodeError,
    );
    expect(() => catalogue.decode('HeadNamed', { firstName: 'Agnes' }, 2)).toThrow(
      /HeadNamed \(schema version 2\).*lastName/,
    );
  });

  it('passes through an event type no module defines', () => {
    expect(catalogue.decode('SomethingElse', { any: 1 }, 1)).toEqual({ any: 1 });
  });

  it('writes new events at the current version', () => {
    expect(catalogue.versionOf('HeadNamed')).toBe(2);
    expect(catalogue.versionOf('SomethingElse')).toBe(1);
  });

  it('refuses a type defined twice', () => {
    expect(
      () => new EventCatalogue([eventDefinition(HeadNamed), eventDefinition(HeadNamed)]),
    ).toThrow('Event type HeadNamed is defined twice');
  });
});
