import type { Clock } from './clock';

/**
 * Races `work` against a timer: resolves with `onTimeout()` when `ms` pass first (SPEC §9 cache read and
 * iterate timeouts). The timer is cleared when the work settles.
 *
 * @example
 * const value = await withTimeout(clock, 800, store.get(key), () => null);
 */
export function withTimeout<T, F>(clock: Clock, ms: number, work: Promise<T>, onTimeout: () => F): Promise<T | F> {
  return new Promise<T | F>((resolve, reject) => {
    let settled = false;
    const handle = clock.setTimeout(() => {
      if (settled) return;
      settled = true;
      resolve(onTimeout());
    }, ms);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(handle);
        reject(error);
      },
    );
  });
}
