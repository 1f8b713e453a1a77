/**
 * Time as the package sees it: injectable so tests never sleep (a manual clock advances on demand).
 *
 * @example
 * const clock: Clock = { now: () => Date.now(), setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as never) };
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The real clock (`Date.now` and the global timers).
 *
 * @example
 * createPersistentCache({ namespace: 'url', clock: systemClock });
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
