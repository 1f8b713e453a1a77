import { beforeEach, describe, expect, it, vi } from 'vitest';

// The session and the API client of the browser, as the lists see them: a status the test flips, a wishlist call
// the test answers.
const world = vi.hoisted(() => ({
  status: 'authorized' as 'authorized' | 'guest',
  wishlist: vi.fn<() => Promise<unknown[]>>(),
}));
vi.mock('../api/browserApi', () => ({
  browserSession: async () => ({ getState: () => ({ status: world.status }) }),
  browserApi: async () => ({ user: { wishlist: world.wishlist } }),
}));

// The lists keep themselves in the browser's storage: a memory one here (the unit tests run in Node).
const memory = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, String(value)),
  removeItem: (key: string) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (index: number) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
});

const { refreshCustomerWishlist, savedStores } = await import('./savedStores');

const valve = { sku: 'VA-1', name: 'Vanne', url_key: 'vanne', price_incl_tax: 10 };

describe('the customer wishlist and a logout that overtakes its load (SPEC §4 "Session")', () => {
  beforeEach(() => {
    localStorage.clear();
    savedStores().wishlist.clear();
    world.status = 'authorized';
    world.wishlist.mockReset();
  });

  it('a signed-in customer gets the server list', async () => {
    world.wishlist.mockResolvedValue([valve]);
    await refreshCustomerWishlist();
    expect(
      savedStores()
        .wishlist.list()
        .map((item) => item.sku),
    ).toEqual(['VA-1']);
  });

  it('an answer arriving after the logout does not bring the customer list back', async () => {
    world.wishlist.mockImplementation(async () => {
      world.status = 'guest';
      return [valve];
    });
    await refreshCustomerWishlist();
    expect(savedStores().wishlist.list()).toEqual([]);
  });

  it('a call refused because the logout took the token away is not an error', async () => {
    world.wishlist.mockImplementation(async () => {
      world.status = 'guest';
      throw new Error('This call needs a user token.');
    });
    await expect(refreshCustomerWishlist()).resolves.toBeUndefined();
  });

  it('a failure while still signed in is reported', async () => {
    world.wishlist.mockRejectedValue(new Error('Network down'));
    await expect(refreshCustomerWishlist()).rejects.toThrow('Network down');
  });
});
