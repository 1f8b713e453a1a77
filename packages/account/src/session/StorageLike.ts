/**
 * The part of the Web Storage API the session uses (`window.localStorage` fits); inject a Map-backed one
 * in Node. Any method may throw (quota, private mode): the session then keeps working in memory.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
