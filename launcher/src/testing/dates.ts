/** A day counted from today in Harare (UTC+2), as YYYY-MM-DD: tests of "the current term" stay true whatever day they run. */
export function dayFromToday(offset: number): string {
  const harare = new Date(Date.now() + 2 * 3600_000);
  harare.setUTCDate(harare.getUTCDate() + offset);
  return harare.toISOString().slice(0, 10);
}
