/** The moments a test may have the process die at, named by CHIKORO_FAULT. */
export type FaultPoint = 'after-append';

/**
 * For crash tests only: with `CHIKORO_FAULT=<point>` the process is killed (SIGKILL: nothing runs
 * after it, as in a power cut) when it reaches that point. `after-append`: a keyed command has
 * appended its events but not yet kept its answer. Unset, this does nothing.
 */
export function faultPoint(point: FaultPoint): void {
  if (process.env.CHIKORO_FAULT === point) process.kill(process.pid, 'SIGKILL');
}
