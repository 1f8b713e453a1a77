import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const take = (seed: number) => {
      const rng = seededRandom(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  it('keeps every number in [0, 1) and every int in its bounds, both ends reached', () => {
    const rng = seededRandom(1);
    const ints = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const n = rng.next();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
      ints.add(rng.int(2, 5));
    }
    expect([...ints].sort()).toEqual([2, 3, 4, 5]);
  });

  it('picks every item and keeps chance near its probability', () => {
    const rng = seededRandom(2);
    const picked = new Set(Array.from({ length: 200 }, () => rng.pick(['a', 'b', 'c'])));
    expect(picked).toEqual(new Set(['a', 'b', 'c']));
    const hits = Array.from({ length: 10_000 }, () => rng.chance(0.25)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(2_300);
    expect(hits).toBeLessThan(2_700);
  });
});
