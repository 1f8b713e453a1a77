/**
 * What a holder of the connection runs: a write (a transaction — every write of the shop is one, bar a few single
 * statements — or a lone insert, update or delete) or a read (a lone select).
 */
export type ConnectionUse = 'write' | 'read';

/**
 * Hands PGlite's single connection to one holder at a time (issue 19: "writes must not starve behind reads").
 * Waiting writes go before waiting reads: the shop's writes — cart lines, shipping information, orders — are
 * transactions, while page loaders and cart reads are lone selects, which under a read-heavy load filled a plain
 * FIFO queue ahead of every add-to-cart. So that reads are never starved in turn, after `writeBurst` writes granted
 * in a row while reads wait, the oldest read goes next. Within a kind, first come first served.
 * @example
 * const queue = new ConnectionQueue();
 * const release = await queue.acquire('write');
 * try { … } finally { release(); }
 */
export class ConnectionQueue {
  readonly #writes: (() => void)[] = [];
  readonly #reads: (() => void)[] = [];
  #busy = false;
  #writesInARow = 0;

  constructor(readonly writeBurst = 4) {}

  /** Resolves with the release function once the connection is this caller's. */
  acquire(use: ConnectionUse): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => resolve(this.#releaseOnce());
      if (!this.#busy) {
        this.#busy = true;
        grant();
      } else {
        (use === 'write' ? this.#writes : this.#reads).push(grant);
      }
    });
  }

  /** How many callers wait (both kinds). */
  get waiting(): number {
    return this.#writes.length + this.#reads.length;
  }

  #releaseOnce(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#grantNext();
    };
  }

  #grantNext(): void {
    const readsWait = this.#reads.length > 0;
    const writeTurn = this.#writes.length > 0 && (!readsWait || this.#writesInARow < this.writeBurst);
    const next = writeTurn ? this.#writes.shift() : this.#reads.shift();
    this.#writesInARow = writeTurn && readsWait ? this.#writesInARow + 1 : 0;
    if (next) next();
    else this.#busy = false;
  }
}
