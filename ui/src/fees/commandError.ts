import { ApiError } from '../api/httpClient';

/** A refusal's own words (the server's `detail`), else the screen's sentence. */
export const commandError = (failure: unknown, fallback: string): string =>
  failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.message
    ? failure.message
    : fallback;

/** Today as YYYY-MM-DD in Harare, where the school is. */
export const harareToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Harare' }).format(new Date());
