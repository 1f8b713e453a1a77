/** What a holder of the connection runs: a transaction (a shopper's write, usually) or a single statement. */
export type ConnectionUse = 'transaction' | 'statement';

/**
 * Hands PGlite's single connection to one holder at a time (issue 19: "writes must not starve behind reads").
 * Waiting transactions go before waiting single statements: the shop's writes — cart lines, orders — are
 * transactions, while page loaders and cart reads are single statements, which under a read-heavy load used to fill
 * a plain FIFO queue ahead of every add-to-cart. So that reads are never starved in turn, after `transactionBurst`
 * transactions granted in a row while statements wait, the oldest statement goes next. Within a kind, first come
 * first served.
 * @example
 * const queue = new ConnectionQueue();
 * const release = await queue.acquire('transaction');
 * try { … } finally { release(); }
 */
export class ConnectionQueue {
  readonly #transactions: (() => void)[] = [];
  readonly #statements: (() => void)[] = [];
  #busy = false;
  #transactionsInARow = 0;

  constructor(readonly transactionBurst = 4) {}

  /** Resolves with the release function once the connection is this caller's. */
  acquire(use: ConnectionUse): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => resolve(this.#releaseOnce());
      if (!this.#busy) {
        this.#busy = true;
        grant();
      } else {
        (use === 'transaction' ? this.#transactions : this.#statements).push(grant);
      }
    });
  }

  /** How many callers wait (both kinds). */
  get waiting(): number {
    return this.#transactions.length + this.#statements.length;
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
    const statementsWait = this.#statements.length > 0;
    const transactionTurn =
      this.#transactions.length > 0 && (!statementsWait || this.#transactionsInARow < this.transactionBurst);
    const next = transactionTurn ? this.#transactions.shift() : this.#statements.shift();
    this.#transactionsInARow = transactionTurn && statementsWait ? this.#transactionsInARow + 1 : 0;
    if (next) next();
    else this.#busy = false;
  }
}
