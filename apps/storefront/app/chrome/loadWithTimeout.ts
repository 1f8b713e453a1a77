/** Thrown when a lazy panel did not load in time (SPEC §9 "Lazy component timeout 3000 ms"). */
export class LoadTimeoutError extends Error {
  override name = 'LoadTimeoutError';
}

/**
 * Loads a lazy module, failing after `timeoutMs` (SPEC §8 "Lazy panels … Timeout 3000 ms").
 *
 * @example
 * const module = await loadWithTimeout(() => import('./MiniCartPanel'), 3000);
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new LoadTimeoutError(`Not loaded within ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
