import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { applyServerTotals } from './applyServerTotals';
import { emptyCartState } from './CartState';
import { isTotalsSyncRequired } from './isTotalsSyncRequired';
import { updateCartItemQty } from './updateCartItemQty';

const totals = { items: [], total_segments: [] };

describe('when totals must be synced (SPEC §4)', () => {
  const state = { ...emptyCartState(), serverToken: 'c1', items: [line('A', 1)] };

  it('a cart never synced needs a totals sync', () => {
    expect(isTotalsSyncRequired(state)).toBe(true);
  });

  it('after a totals sync, the same cart needs none', () => {
    expect(isTotalsSyncRequired(applyServerTotals(state, totals))).toBe(false);
  });

  it('a changed cart hash needs a totals sync', () => {
    const synced = applyServerTotals(state, totals);
    expect(isTotalsSyncRequired(updateCartItemQty(synced, line('A', 1).checksum, 2))).toBe(true);
    expect(isTotalsSyncRequired({ ...synced, serverToken: 'c2' })).toBe(true);
  });

  it('totals asked before a change do not mark the changed cart as synced', () => {
    const asked = applyServerTotals(state, totals);
    const changed = updateCartItemQty(state, line('A', 1).checksum, 5);
    expect(isTotalsSyncRequired(applyServerTotals(changed, totals, { hash: asked.hash as string }))).toBe(true);
  });
});
