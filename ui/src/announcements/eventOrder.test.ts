import { describe, expect, it } from 'vitest';
import { byDate } from './eventOrder';

const item = (id: string, eventDate: string | null, postedAt = '2026-11-01T08:00:00.000Z') => ({
  id,
  eventDate,
  postedAt,
});

describe('the school events page order', () => {
  it('upcoming events first, soonest first (today counts), then the rest newest first', () => {
    const items = [
      item('past-event', '2026-11-13'),
      item('far', '2026-12-12'),
      item('today', '2026-11-23'),
      item('notice-new', null, '2026-11-20T09:00:00.000Z'),
      item('soon', '2026-11-30'),
      item('notice-old', null, '2026-10-02T09:00:00.000Z'),
    ];
    expect(byDate(items, '2026-11-23').map((i) => i.id)).toEqual([
      'today',
      'soon',
      'far',
      'notice-new',
      'past-event',
      'notice-old',
    ]);
  });
});
