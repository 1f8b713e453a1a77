import type { Clock } from './clock';

/**
 * Resolves after `ms` on the given clock.
 *
 * @example
 * await sleep(systemClock, 1000);
 */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}
