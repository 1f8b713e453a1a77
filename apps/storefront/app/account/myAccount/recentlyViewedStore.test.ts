import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullWebStorage } from '../../storage/fullWebStorage';

const tank = { sku: 'CS-EP-10', name: 'Citerne souple eau de pluie 10 m³', href: '/p/CS-EP-10/citerne-10-m3' };

let storage: ReturnType<typeof fullWebStorage>;
beforeEach(() => {
  vi.resetModules();
  storage = fullWebStorage(400, { 'shop-cart': 'x'.repeat(380) });
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('recently viewed writes through the guarded storage (SPEC §4 "Storage", §9)', () => {
  it('a product viewed with a full storage is recorded: the shop keys are cleared and the list written again', async () => {
    const { recentlyViewedStore } = await import('./recentlyViewedStore');
    expect(() => recentlyViewedStore().record(tank)).not.toThrow();
    expect(storage.entries.get('recently-viewed')).toContain('CS-EP-10');
    expect(storage.entries.has('shop-cart')).toBe(false);
  });
});
