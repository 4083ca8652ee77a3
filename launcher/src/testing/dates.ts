import { addDays } from '@chikoro/contracts';
import { clockRunningFrom, systemClock, type Clock } from '@chikoro/platform';

/** The clock a test file's days count from: the system's until the file pins a day. */
let clock: Clock = systemClock;

/**
 * Pins the day a test file lives on: the clock to start its platform with (startTestPlatform's
 * `clock`), and the day `dayFromToday` counts from. It runs from 10:00 in Harare that day, so what
 * happens in order is stamped in order. TEST_DAY (YYYY-MM-DD) stands in for the day the file names,
 * so one run can show the file passing on a Saturday and another on a weekday.
 */
export function pinTestDay(day: string): Clock {
  clock = clockRunningFrom(process.env.TEST_DAY ?? day);
  return clock;
}

/** A day counted from today in Harare (the pinned day, where the file pinned one), as YYYY-MM-DD. */
export function dayFromToday(offset: number): string {
  return addDays(clock.today(), offset);
}
