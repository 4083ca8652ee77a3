/**
 * One way to write a date on every table and dialog: the school's locale (Zimbabwe, en-ZW), day
 * first, the month in words, the time in 24 hours, in Harare's time: "23 Nov 2026, 14:05".
 * Assembled from parts, so every browser's locale data writes it the same.
 */
const schoolLocale = 'en-ZW';
const schoolTimeZone = 'Africa/Harare';

const parts = new Intl.DateTimeFormat(schoolLocale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: schoolTimeZone,
});

function pieces(value: string | Date) {
  const found = Object.fromEntries(
    parts.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return {
    date: `${Number(found.day)} ${found.month} ${found.year}`,
    time: `${found.hour}:${found.minute}`,
  };
}

const valid = (value: string | Date | null | undefined): value is string | Date =>
  value != null && value !== '' && !Number.isNaN(new Date(value).getTime());

/** "23 Nov 2026"; "—" when there is no date. */
export function formatDate(value: string | Date | null | undefined): string {
  return valid(value) ? pieces(value).date : '—';
}

/** "23 Nov 2026, 14:05"; "—" when there is no date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!valid(value)) return '—';
  const { date, time } = pieces(value);
  return `${date}, ${time}`;
}
