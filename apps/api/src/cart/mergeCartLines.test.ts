import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MergeLine, mergeCartLines } from './mergeCartLines';

const lineArbitrary = fc.record({
  sku: fc.constantFrom('A', 'B', 'C', 'D'),
  optionKey: fc.constantFrom('', '{"c":[1]}'),
  qty: fc.integer({ min: 1, max: 20 }),
});

function cart(lines: Omit<MergeLine, 'id'>[], firstId: number): MergeLine[] {
  const seen = new Set<string>();
  return lines
    .filter((line) => {
      const key = `${line.sku}|${line.optionKey}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((line, index) => ({ ...line, id: firstId + index }));
}

function apply(customer: MergeLine[], guest: MergeLine[]) {
  const plan = mergeCartLines(customer, guest);
  const raised = new Map(plan.raise.map((r) => [r.id, r.qty]));
  return [...customer.map((line) => ({ ...line, qty: raised.get(line.id) ?? line.qty })), ...plan.move];
}

describe('merging a guest cart into a customer cart on login', () => {
  it('keeps the larger quantity of a line both carts hold', () => {
    const plan = mergeCartLines(
      [{ id: 1, sku: 'A', optionKey: '', qty: 1 }],
      [{ id: 9, sku: 'A', optionKey: '', qty: 3 }],
    );
    expect(plan).toEqual({ raise: [{ id: 1, qty: 3 }], move: [] });
  });

  it('moves over a line only the guest cart holds, and a same sku with other options is another line', () => {
    const plan = mergeCartLines(
      [{ id: 1, sku: 'A', optionKey: '', qty: 1 }],
      [{ id: 9, sku: 'A', optionKey: '{"c":[1]}', qty: 2 }],
    );
    expect(plan.move).toEqual([{ id: 9, sku: 'A', optionKey: '{"c":[1]}', qty: 2 }]);
  });

  it('never loses a line nor duplicates one (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 8 }), fc.array(lineArbitrary, { maxLength: 8 }), (a, b) => {
        const customer = cart(a, 1);
        const guest = cart(b, 100);
        const merged = apply(customer, guest);
        const keys = merged.map((line) => `${line.sku}|${line.optionKey}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const source of [...customer, ...guest]) {
          const kept = merged.find((line) => line.sku === source.sku && line.optionKey === source.optionKey);
          expect(kept).toBeDefined();
          expect(kept?.qty).toBeGreaterThanOrEqual(source.qty);
        }
        expect(merged.length).toBe(new Set([...customer, ...guest].map((l) => `${l.sku}|${l.optionKey}`)).size);
      }),
      { seed: 20_250_602, numRuns: 300 },
    );
  });
});
