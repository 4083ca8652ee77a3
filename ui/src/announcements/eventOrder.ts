import type { Announcement } from '@chikoro/contracts';

/** Today in Harare as YYYY-MM-DD. */
export const harareToday = () =>
  new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Harare' });

/** Upcoming events by date (soonest first, today's included), then the rest by their date or posting day, newest first. */
export function byDate<A extends Pick<Announcement, 'id' | 'eventDate' | 'postedAt'>>(
  items: A[],
  day: string,
): A[] {
  const upcoming = items
    .filter((a) => a.eventDate && a.eventDate >= day)
    .sort((x, y) => x.eventDate!.localeCompare(y.eventDate!) || x.id.localeCompare(y.id));
  const dayOf = (a: A) => a.eventDate ?? a.postedAt.slice(0, 10);
  const rest = items
    .filter((a) => !upcoming.includes(a))
    .sort((x, y) => dayOf(y).localeCompare(dayOf(x)) || x.id.localeCompare(y.id));
  return [...upcoming, ...rest];
}
