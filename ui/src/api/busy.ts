import { problemType } from '@chikoro/contracts';

/** While the server turns readers away (503 busy): when the next try is due, for the notice. */
export interface Busy {
  retryAt: number;
}

let busy: Busy | undefined;
let waiting = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const subscribeBusy = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const busyNow = (): Busy | undefined => busy;

/** At most this many tries of one request while the server is busy, then its 503 stands. */
export const BUSY_TRIES = 10;

/** The seconds a 503 asks to wait if it is the server's busy problem (read from a copy: the response stays unread). */
export async function busyRetryAfter(response: Response): Promise<number | undefined> {
  if (response.status !== 503) return undefined;
  const problem = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { type?: string } | undefined;
  if (problem?.type !== problemType('busy')) return undefined;
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 30) : 2;
}

/** Waits `seconds` with the notice shown ("trying again in N seconds"); the notice goes once no request waits. */
export async function waitWhileBusy(seconds: number): Promise<void> {
  waiting += 1;
  const retryAt = Date.now() + seconds * 1000;
  if (!busy || retryAt > busy.retryAt) busy = { retryAt };
  notify();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  waiting -= 1;
  if (waiting === 0) busy = undefined;
  notify();
}

/** What the notice says, with the whole seconds left. */
export const busyMessage = (seconds: number) =>
  `Many families are reading results right now — trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
