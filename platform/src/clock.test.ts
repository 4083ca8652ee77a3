import { describe, expect, it } from 'vitest';
import { FixedClock, clockOf, clockRunningFrom, systemClock } from './clock';

describe('a fixed clock', () => {
  it('stands where it is set, and today is the day in Harare', () => {
    const clock = new FixedClock('2026-11-27T22:30:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-27T22:30:00.000Z');
    expect(clock.today()).toBe('2026-11-28');
    expect(clock.now().toISOString()).toBe('2026-11-27T22:30:00.000Z');
  });
  it('set to a day stands at 10:00 in Harare that day', () => {
    const clock = new FixedClock('2026-11-28');
    expect([clock.now().toISOString(), clock.today()]).toEqual([
      '2026-11-28T08:00:00.000Z',
      '2026-11-28',
    ]);
  });
  it('moves when set or advanced, and only then', () => {
    const clock = new FixedClock('2026-11-28');
    clock.set('2026-11-25T06:00:00.000Z');
    expect(clock.today()).toBe('2026-11-25');
    clock.advance(20 * 3_600_000);
    expect([clock.now().toISOString(), clock.today()]).toEqual([
      '2026-11-26T02:00:00.000Z',
      '2026-11-26',
    ]);
  });
  it('refuses what is not an instant or a day', () => {
    expect(() => new FixedClock('next Tuesday')).toThrow('not an instant or a day: next Tuesday');
  });
});

describe('a clock running from an instant', () => {
  it('starts there and runs on with the system', () => {
    let system = Date.parse('2027-03-01T12:00:00.000Z');
    const clock = clockRunningFrom('2026-11-28', () => system);
    expect(clock.now().toISOString()).toBe('2026-11-28T08:00:00.000Z');
    system += 15 * 3_600_000;
    expect([clock.now().toISOString(), clock.today()]).toEqual([
      '2026-11-28T23:00:00.000Z',
      '2026-11-29',
    ]);
  });
});

describe('CLOCK', () => {
  it('unset, is the system clock', () => expect(clockOf(undefined)).toBe(systemClock));
  it('set to a day, runs from that day', () =>
    expect(clockOf('2026-11-28').today()).toBe('2026-11-28'));
});
