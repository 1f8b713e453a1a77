/** Server steps run one at a time, in order (see {@link createTaskQueue}). */
export interface TaskQueue {
  enqueue<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves when every queued step is done, steps queued meanwhile included. */
  idle(): Promise<void>;
}

/**
 * A queue of server steps: each starts once the previous one settled, so two syncs never interleave; a step that
 * fails rejects its own caller only. `onBusy` hears a step start (true) and end (false): the cart's syncing flag.
 * @example
 * const queue = createTaskQueue((busy) => dispatch({ type: 'syncing', value: busy }));
 * await queue.enqueue(() => runSync(runtime));
 */
export function createTaskQueue(onBusy: (busy: boolean) => void): TaskQueue {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    enqueue<T>(task: () => Promise<T>): Promise<T> {
      const run = chain.then(async () => {
        onBusy(true);
        try {
          return await task();
        } finally {
          onBusy(false);
        }
      });
      chain = run.catch(() => undefined);
      return run;
    },
    async idle() {
      for (;;) {
        const current = chain;
        await current;
        if (current === chain) return;
      }
    },
  };
}
