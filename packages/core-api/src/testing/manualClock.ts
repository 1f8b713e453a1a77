import type { Clock } from '../clock/clock';

/** A clock that only moves when a test advances it. */
export interface ManualClock extends Clock {
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void;
  /** Delays of the timers waiting now. */
  pending(): number[];
}

/**
 * Creates a manual clock starting at `start`.
 *
 * @example
 * const clock = createManualClock();
 * clock.advance(1000);
 */
export function createManualClock(start = 1_714_641_000_000): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => [...timers.values()].map((t) => t.at - now),
  };
}

/**
 * A clock whose timers fire on the next turn of the event loop while time jumps ahead: code that waits
 * (lock retries) runs without real sleeping, and the requested delays are recorded.
 *
 * @example
 * const clock = createInstantClock();
 * await sleep(clock, 1000); // returns at once; clock.waits → [1000]
 */
export function createInstantClock(start = 1_714_641_000_000): Clock & { waits: number[] } {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    setTimeout(callback, ms) {
      waits.push(ms);
      return globalThis.setTimeout(() => {
        now += ms;
        callback();
      }, 0);
    },
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}
