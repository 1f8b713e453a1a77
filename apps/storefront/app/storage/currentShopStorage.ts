/** The part of the Web Storage API the stores write through. */
export interface ShopStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let installed: ShopStorageLike | null = null;

/**
 * Records the guarded storage once made (`shopStorage`, loaded with the cart engine and the API client after the
 * first paint), so the stores of the first load write through it without carrying its code.
 *
 * @example
 * installShopStorage(guarded);
 */
export function installShopStorage(storage: ShopStorageLike): void {
  installed = storage;
}

/**
 * The guarded storage when it is there, else the plain local storage (the first moments of a page, before any
 * write worth guarding). Browser only.
 *
 * @example
 * writeStoredCheckout(currentShopStorage(), state);
 */
export function currentShopStorage(): ShopStorageLike {
  return installed ?? window.localStorage;
}
