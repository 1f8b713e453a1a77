import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullWebStorage } from '../storage/fullWebStorage';

const tank = { sku: 'CS-EP-10', name: 'Citerne souple eau de pluie 10 m³', href: '/p/CS-EP-10/citerne-10-m3' };
// An old cart that fills the storage: the shop's own key, which a quota error may clear (SPEC §4 "Storage").
const full = () => fullWebStorage(400, { 'shop-cart': 'x'.repeat(380) });

let storage: ReturnType<typeof full>;
beforeEach(() => {
  vi.resetModules();
  storage = full();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('saved lists write through the guarded storage (SPEC §4 "Storage", §9)', () => {
  it('a product compared in a full storage is kept: the shop keys are cleared and the list written again', async () => {
    const { toggleCompare } = await import('./savedStores');
    expect(toggleCompare(tank)).toBe('added');
    expect(storage.entries.get('compare-products')).toContain('CS-EP-10');
    expect(storage.entries.has('shop-cart')).toBe(false);
  });

  it('a product wished for in a full storage is kept: the wishlist is written again after the clearing', async () => {
    const { savedStores } = await import('./savedStores');
    expect(savedStores().wishlist.add(tank)).toBe('added');
    expect(storage.entries.get('wishlist')).toContain('CS-EP-10');
  });
});
