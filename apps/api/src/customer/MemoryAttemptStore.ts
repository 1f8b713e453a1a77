import type { AttemptStore } from './AttemptStore';

// Bounds each of the store's two maps (oldest keys out first); a key's attempts are those of one window.
const MAX_KEYS = 100_000;

/**
 * An {@link AttemptStore} in the process's memory: what one process needs (the embedded database serves one), and
 * what every limiter used before the shared store. Bounded: 100 000 keys per map, the oldest out first.
 * @example
 * const limiter = new AttemptLimiter(limits, new MemoryAttemptStore());
 */
export class MemoryAttemptStore implements AttemptStore {
  readonly #attempts = new Map<string, number[]>();
  readonly #trusted = new Map<string, number>();

  async recent(key: string, since: number): Promise<number[]> {
    return this.#recent(key, since);
  }

  async add(keys: readonly string[], at: number, since: number): Promise<void> {
    for (const key of keys) {
      const recent = this.#recent(key, since);
      recent.push(at);
      this.#attempts.set(key, recent);
    }
    this.#prune();
  }

  async forget(key: string): Promise<void> {
    this.#attempts.delete(key);
  }

  async trust(key: string, until: number): Promise<void> {
    this.#trusted.set(key, until);
    this.#prune();
  }

  async trustedUntil(key: string): Promise<number> {
    return this.#trusted.get(key) ?? 0;
  }

  #recent(key: string, since: number): number[] {
    const times = this.#attempts.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > since);
    if (kept.length === 0) this.#attempts.delete(key);
    return kept;
  }

  #prune(): void {
    for (const map of [this.#attempts, this.#trusted] as Map<string, unknown>[]) {
      // Maps keep insertion order: the oldest keys go first when the store grows too big.
      while (map.size > MAX_KEYS) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
    }
  }
}
