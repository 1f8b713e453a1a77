import { createGuardedStorage, type GuardedStorage } from '@citerne/core-api';
import { PENDING_ORDERS_FLAG } from '../offlineOrders/pendingOrdersFlag';
import { installShopStorage } from './currentShopStorage';

// What a full storage must not lose: the session (else the shopper is logged out; its keys are named by the API
// client that owns it, `keepInShopStorage`) and the sign that orders placed offline wait in IndexedDB. Everything
// else (cart, checkout details, lists) is rewritten from memory on its next change — the value being written at the
// quota error at once.
const kept = new Set<string>([PENDING_ORDERS_FLAG]);

/**
 * Names keys a quota error must not clear (the session's tokens).
 *
 * @example
 * keepInShopStorage(Object.values(SESSION_STORAGE_KEYS));
 */
export function keepInShopStorage(keys: readonly string[]): void {
  for (const key of keys) kept.add(key);
}

let guarded: GuardedStorage | undefined;

/**
 * The browser's local storage as the cart, the session and the checkout write to it, with the storage rules of
 * SPEC §4 "Storage" / §9 "Storage and cache" (core-api `createGuardedStorage`): a quota error clears the shop's keys
 * (but the session) and writes again, 30 write errors switch writing off for the page (values kept in memory), the
 * quota of 4096 KB is checked every 30 s. One guard for the page, so the error count is the shop's. Browser only.
 *
 * @example
 * createCartSync({ backend, storage: shopStorage(), … });
 */
export function shopStorage(): GuardedStorage {
  if (guarded) return guarded;
  guarded = createGuardedStorage({
    storage: window.localStorage,
    clearable: (key) => !kept.has(key),
    onProblem: (problem) => {
      // Visible to a developer, never to the shopper: the shop keeps working from memory.
      if (problem.kind !== 'write-error') console.warn(`[storage] ${problem.kind}`, problem);
    },
  });
  installShopStorage(guarded);
  return guarded;
}
