import * as v from 'valibot';
import { type Clock, systemClock } from '../clock/clock';
import { withTimeout } from '../clock/withTimeout';
import { ValidationError } from '../error/ValidationError';
import { createDefaultStore } from './createDefaultStore';
import { isQuotaExceededError } from './isQuotaExceededError';
import type { KeyValueStore } from './keyValueStore';

/** Something that went wrong with the persistent storage; the cache keeps working from memory. */
export type CacheProblem =
  | { kind: 'write-error'; key: string; error: unknown }
  | { kind: 'quota-exceeded'; usedBytes?: number }
  | { kind: 'disabled'; writeErrors: number }
  | { kind: 'corrupt-entry'; key: string }
  | { kind: 'read-timeout'; key: string }
  | { kind: 'iterate-timeout' }
  | { kind: 'read-error'; key: string; error: unknown };

/** Options of {@link createPersistentCache}; the defaults are SPEC §9 "Storage and cache". */
export interface PersistentCacheOptions<T> {
  /** Name of the cache (`url`, `catalog`, `claims`…); keys are stored as `namespace/key`. */
  namespace: string;
  /** Every value is checked on write and on read; entries read back invalid are dropped. */
  schema: v.GenericSchema<unknown, T>;
  store?: KeyValueStore;
  clock?: Clock;
  /** Size above which the namespace is cleared (default 4096 KB). */
  quotaKb?: number;
  /** How often the size is checked (default 30 000 ms; 0 disables the timer). */
  quotaCheckIntervalMs?: number;
  /** A read slower than this answers from memory or null (default 800 ms). */
  readTimeoutMs?: number;
  /** An iteration slower than this covers memory only (default 2000 ms). */
  iterateTimeoutMs?: number;
  /** Write errors after which the persistent layer is switched off (default 30). */
  maxWriteErrors?: number;
  onProblem?: (problem: CacheProblem) => void;
}

/** A namespaced cache: memory in front of a persistent store, never throwing on storage trouble. */
export interface PersistentCache<T> {
  getItem(key: string): Promise<T | null>;
  /** Stores a value; an invalid value is refused with a `ValidationError` and nothing changes. */
  setItem(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Calls back every valid entry (persistent ones, else memory ones after the iterate timeout). */
  iterate(callback: (value: T, key: string) => void): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
  /** Measures the namespace and clears it when above the quota. */
  checkQuota(): Promise<{ usedBytes: number; exceeded: boolean }>;
  /** False once the persistent layer was switched off after too many write errors. */
  readonly persistent: boolean;
  readonly writeErrors: number;
  /** Stops the quota timer. */
  dispose(): void;
}

const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * Creates a namespaced persistent cache (SPEC §4 "Storage", §9 "Storage and cache"): quota of 4096 KB
 * checked every 30 s, read timeout 800 ms, iterate timeout 2000 ms, persistent layer disabled after
 * 30 write errors, namespace cleared on a quota error, values validated on read (corrupt entries dropped).
 *
 * @example
 * const urlCache = createPersistentCache({ namespace: 'url', schema: UrlMappingSchema });
 * await urlCache.setItem('/citernes-souples.html', mapping);
 * const cached = await urlCache.getItem('/citernes-souples.html'); // UrlMapping | null
 */
export function createPersistentCache<T>(options: PersistentCacheOptions<T>): PersistentCache<T> {
  const store = options.store ?? createDefaultStore('citerne-cache');
  const clock = options.clock ?? systemClock;
  const quotaBytes = (options.quotaKb ?? 4096) * 1024;
  const interval = options.quotaCheckIntervalMs ?? 30_000;
  const readTimeout = options.readTimeoutMs ?? 800;
  const iterateTimeout = options.iterateTimeoutMs ?? 2000;
  const maxWriteErrors = options.maxWriteErrors ?? 30;
  const report = options.onProblem ?? (() => {});
  const prefix = `${options.namespace}/`;
  const memory = new Map<string, T>();
  let persistent = true;
  let writeErrors = 0;
  let timer: unknown;
  let disposed = false;

  const keyOf = (key: string) => `${prefix}${key}`;
  const own = (storedKey: string) => storedKey.startsWith(prefix);
  const quietly = (work: () => Promise<unknown>) => work().catch(() => undefined);

  const clearPersistent = async () => {
    const stored = await store.keys();
    await Promise.all(stored.filter(own).map((key) => store.delete(key)));
  };

  const validate = (key: string, value: unknown): T | null => {
    const parsed = v.safeParse(options.schema, value);
    if (parsed.success) return parsed.output;
    report({ kind: 'corrupt-entry', key });
    void quietly(() => store.delete(keyOf(key)));
    return null;
  };

  const cache: PersistentCache<T> = {
    get persistent() {
      return persistent;
    },
    get writeErrors() {
      return writeErrors;
    },
    async getItem(key) {
      if (memory.has(key)) return memory.get(key) as T;
      if (!persistent) return null;
      let raw: unknown;
      try {
        raw = await withTimeout(clock, readTimeout, store.get(keyOf(key)), (): typeof TIMED_OUT => TIMED_OUT);
      } catch (error) {
        report({ kind: 'read-error', key, error });
        return null;
      }
      if (raw === TIMED_OUT) {
        report({ kind: 'read-timeout', key });
        return null;
      }
      if (raw === undefined) return null;
      const value = validate(key, raw);
      if (value !== null) memory.set(key, value);
      return value;
    },
    async setItem(key, value) {
      const parsed = v.safeParse(options.schema, value);
      if (!parsed.success) throw ValidationError.fromIssues('storage', `${options.namespace} entry`, parsed.issues);
      memory.set(key, parsed.output);
      if (!persistent) return;
      try {
        await store.set(keyOf(key), parsed.output);
      } catch (error) {
        writeErrors += 1;
        report({ kind: 'write-error', key, error });
        if (isQuotaExceededError(error)) {
          report({ kind: 'quota-exceeded' });
          await quietly(clearPersistent);
        }
        if (writeErrors >= maxWriteErrors && persistent) {
          persistent = false;
          report({ kind: 'disabled', writeErrors });
        }
      }
    },
    async removeItem(key) {
      memory.delete(key);
      if (persistent) await quietly(() => store.delete(keyOf(key)));
    },
    async iterate(callback) {
      if (persistent) {
        const timedOut = (): typeof TIMED_OUT => TIMED_OUT;
        const listed = await withTimeout(clock, iterateTimeout, store.entries(), timedOut).catch(timedOut);
        if (listed !== TIMED_OUT) {
          for (const [storedKey, raw] of listed) {
            if (!own(storedKey)) continue;
            const key = storedKey.slice(prefix.length);
            const value = validate(key, raw);
            if (value !== null) callback(value, key);
          }
          return;
        }
        report({ kind: 'iterate-timeout' });
      }
      for (const [key, value] of memory) callback(value, key);
    },
    async keys() {
      const found = new Set(memory.keys());
      if (persistent) {
        const stored = await store.keys().catch(() => [] as string[]);
        for (const key of stored) if (own(key)) found.add(key.slice(prefix.length));
      }
      return [...found];
    },
    async clear() {
      memory.clear();
      await quietly(clearPersistent);
    },
    async checkQuota() {
      // The persistent entries when there are some, else the memory ones: each is sized once.
      const sized: Array<[string, unknown]> = persistent
        ? (await store.entries().catch(() => [] as Array<[string, unknown]>)).filter(([key]) => own(key))
        : [...memory];
      let usedBytes = 0;
      for (const [key, value] of sized) usedBytes += key.length + (JSON.stringify(value)?.length ?? 0);
      const exceeded = usedBytes > quotaBytes;
      if (exceeded) {
        report({ kind: 'quota-exceeded', usedBytes });
        await cache.clear();
      }
      return { usedBytes, exceeded };
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };

  const schedule = () => {
    if (interval <= 0 || disposed) return;
    timer = clock.setTimeout(() => {
      void cache.checkQuota().finally(schedule);
    }, interval);
  };
  schedule();
  return cache;
}
