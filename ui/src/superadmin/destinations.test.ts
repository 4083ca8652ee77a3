import { describe, expect, it } from 'vitest';
import { findDestinations } from './destinations';

describe('the functionality search', () => {
  it('finds a page by its name, any case', () =>
    expect(findDestinations('audit')[0]?.label).toBe('Audit log'));
  it('finds an action by what you want to do', () => {
    expect(findDestinations('decide').map((d) => d.label)).toEqual([
      'Review pending enrolment requests',
    ]);
    expect(findDestinations('approve').map((d) => d.label)).toEqual([
      'See approved schools',
      'Review pending enrolment requests',
    ]);
    expect(findDestinations('csv')[0]?.path).toBe('/events');
  });
  it('needs every word typed', () => expect(findDestinations('password csv')).toEqual([]));
  it('ranks label matches before keyword matches', () =>
    expect(findDestinations('password')[0]?.label).toBe('Change my password'));
  it('lists everything for an empty query', () =>
    expect(findDestinations('  ').length).toBeGreaterThan(5));
});
