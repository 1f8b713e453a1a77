import { describe, expect, it } from 'vitest';
import { createManualClock } from '../testing/manualClock';
import { createGuardedStorage, type StorageProblem, type WebStorageLike } from './createGuardedStorage';

/** A Web Storage that holds at most `capacity` characters and then throws the browser's QuotaExceededError. */
function createLimitedStorage(capacity: number, initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const size = () => [...entries].reduce((total, [key, value]) => total + key.length + value.length, 0);
  const storage: WebStorageLike & { entries: Map<string, string>; broken: boolean; writes: number } = {
    entries,
    broken: false,
    writes: 0,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem(key, value) {
      storage.writes += 1;
      if (storage.broken) throw new Error('SecurityError: the storage is blocked');
      const previous = entries.get(key);
      entries.set(key, value);
      if (size() > capacity) {
        if (previous === undefined) entries.delete(key);
        else entries.set(key, previous);
        throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
      }
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
  return storage;
}

function setup(
  storage: ReturnType<typeof createLimitedStorage>,
  options: { clearable?: (key: string) => boolean } = {},
) {
  const problems: StorageProblem[] = [];
  const clock = createManualClock();
  const guarded = createGuardedStorage({
    storage,
    clock,
    quotaKb: 1,
    onProblem: (problem) => problems.push(problem),
    ...options,
  });
  return { guarded, problems, clock };
}

describe('guarded storage (SPEC §4 "Storage", §9)', () => {
  it('writes and reads through to the storage while it accepts', () => {
    const storage = createLimitedStorage(1000);
    const { guarded, problems } = setup(storage);
    guarded.setItem('current-cart', '{"items":[]}');
    expect(storage.entries.get('current-cart')).toBe('{"items":[]}');
    expect(guarded.getItem('current-cart')).toBe('{"items":[]}');
    guarded.removeItem('current-cart');
    expect(storage.entries.has('current-cart')).toBe(false);
    expect(problems).toEqual([]);
  });

  it('a quota error clears the clearable keys and writes the value again', () => {
    const storage = createLimitedStorage(60, { 'url-cache': 'x'.repeat(40), 'session-token': 'abc' });
    const { guarded, problems } = setup(storage, { clearable: (key) => key !== 'session-token' });
    guarded.setItem('current-cart', 'y'.repeat(20));
    expect(storage.entries.get('current-cart')).toBe('y'.repeat(20));
    expect(storage.entries.has('url-cache')).toBe(false);
    expect(storage.entries.get('session-token')).toBe('abc');
    expect(problems.map((problem) => problem.kind)).toEqual(['write-error', 'quota-exceeded']);
    expect(problems[1]).toMatchObject({ cleared: ['url-cache'] });
    expect(guarded.persistent).toBe(true);
  });

  it('a value the storage cannot hold even when cleared stays readable in memory', () => {
    const storage = createLimitedStorage(10);
    const { guarded } = setup(storage);
    guarded.setItem('current-cart', 'z'.repeat(50));
    expect(guarded.getItem('current-cart')).toBe('z'.repeat(50));
    expect(storage.entries.has('current-cart')).toBe(false);
    expect(guarded.writeErrors).toBe(2);
  });

  it('after 30 write errors the storage is no longer written; the page keeps its values in memory', () => {
    const storage = createLimitedStorage(1000);
    storage.broken = true;
    const { guarded, problems } = setup(storage);
    for (let n = 1; n <= 29; n++) guarded.setItem('current-cart', String(n));
    expect(guarded.persistent).toBe(true);
    guarded.setItem('current-cart', '30');
    expect(guarded.persistent).toBe(false);
    expect(problems.filter((problem) => problem.kind === 'disabled')).toEqual([{ kind: 'disabled', writeErrors: 30 }]);
    const writes = storage.writes;
    storage.broken = false;
    guarded.setItem('current-cart', '31');
    guarded.removeItem('checkout-details');
    expect(storage.writes).toBe(writes);
    expect(guarded.getItem('current-cart')).toBe('31');
    expect(guarded.getItem('checkout-details')).toBeNull();
  });

  it('the quota is checked every 30 s: clearable keys above it are cleared', () => {
    const storage = createLimitedStorage(10_000, { big: 'b'.repeat(600), 'session-token': 't'.repeat(600) });
    const { clock, problems } = setup(storage, { clearable: (key) => key !== 'session-token' });
    clock.advance(29_999);
    expect(storage.entries.has('big')).toBe(true);
    clock.advance(1);
    // 'big' alone is 1206 bytes in UTF-16, above the 1 KB quota of this test.
    expect(storage.entries.has('big')).toBe(false);
    expect(storage.entries.has('session-token')).toBe(true);
    expect(problems).toEqual([{ kind: 'quota-exceeded', usedBytes: 1206, cleared: ['big'] }]);
    expect(clock.pending()).toEqual([30_000]);
  });

  it('a storage that throws on read answers null', () => {
    const storage = createLimitedStorage(100);
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    const { guarded } = setup(storage);
    expect(guarded.getItem('current-cart')).toBeNull();
  });
});
