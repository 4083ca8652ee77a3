/** The weekdays (Monday to Friday) of a month that fall inside one of the terms: the days a register is taken. */
export function schoolDaysOf(
  month: string,
  terms: readonly { startDate: string; endDate: string }[],
): string[] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (
    let d = new Date(Date.UTC(year, mon - 1, 1));
    d.getUTCMonth() === mon - 1;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const day = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (terms.some((t) => t.startDate <= day && day <= t.endDate)) days.push(day);
  }
  return days;
}
