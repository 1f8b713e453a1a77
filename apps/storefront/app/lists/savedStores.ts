import {
  createCompareList,
  createWishlist,
  isLoggedIn,
  mergeWishlists,
  type SavedList,
  type SavedProduct,
} from '@citerne/account';
import type { WishlistItem } from '@citerne/core-api/contract';
import { browserApi, browserSession } from '../api/browserApi';
import { productHref } from '../catalog/productHref';
import { publishSavedLists } from '../saved/savedLists';
import { shopStorage } from '../storage/shopStorage';

let stores: { compare: SavedList; wishlist: SavedList } | undefined;

/**
 * The browser's compare list and wishlist (`@citerne/account`), kept in `localStorage` through the shop's guarded
 * storage (SPEC §4 "Storage", §9 "Storage and cache": a full storage never breaks a toggle) and published to the
 * first load's `savedLists` on every change. This module is a lazy chunk: it loads with the session after the first
 * paint, or on the first click of a toggle.
 */
export function savedStores(): { compare: SavedList; wishlist: SavedList } {
  if (!stores) {
    const storage = typeof window === 'undefined' ? null : shopStorage();
    const created = { compare: createCompareList({ storage }), wishlist: createWishlist({ storage }) };
    const publish = () => publishSavedLists({ compare: created.compare.list(), wishlist: created.wishlist.list() });
    created.compare.subscribe(publish);
    created.wishlist.subscribe(publish);
    publish();
    stores = created;
  }
  return stores;
}

/** A wishlist item of the server as the browser keeps it. */
function toSavedProduct(item: WishlistItem): SavedProduct {
  return {
    sku: item.sku,
    name: item.name,
    href: productHref({ sku: item.sku, url_key: item.urlKey }),
    ...(item.image && (item.image.startsWith('/') || item.image.startsWith('https://')) ? { image: item.image } : {}),
  };
}

async function customerSignedIn(): Promise<boolean> {
  return isLoggedIn((await browserSession()).getState());
}

/** What toggling a product answers, for the shopper's notice. */
export type ToggleOutcome = 'added' | 'removed' | 'full' | 'failed';

/**
 * Puts a product in the compare list or takes it out (SPEC §2 "Compare products", at most 4: the fifth answers
 * `full` and changes nothing).
 */
export function toggleCompare(product: SavedProduct): ToggleOutcome {
  const { compare } = savedStores();
  if (compare.has(product.sku)) {
    compare.remove(product.sku);
    return 'removed';
  }
  const added = compare.add(product);
  return added === 'full' ? 'full' : added === 'invalid' ? 'failed' : 'added';
}

/**
 * Puts a product in the wishlist or takes it out. A guest's list stays in the browser; a customer's is kept on the
 * server (`user/wishlist` calls): the change shows at once and is undone when the server refuses it.
 */
export async function toggleWishlist(product: SavedProduct): Promise<ToggleOutcome> {
  const { wishlist } = savedStores();
  const removing = wishlist.has(product.sku);
  const before = wishlist.list();
  if (removing) wishlist.remove(product.sku);
  else {
    const added = wishlist.add(product);
    if (added === 'full') return 'full';
    if (added === 'invalid') return 'failed';
  }
  if (!(await customerSignedIn())) return removing ? 'removed' : 'added';
  try {
    const client = await browserApi();
    const items = removing
      ? await client.user.wishlistRemove(product.sku)
      : await client.user.wishlistAdd([product.sku]);
    wishlist.replace(items.map(toSavedProduct));
    return removing ? 'removed' : 'added';
  } catch {
    wishlist.replace(before);
    return 'failed';
  }
}

/**
 * At login (issue 17 "merged at login"): the guest's products go to the customer's list on the server, and the
 * browser keeps the merged list — every product of either once. When the server cannot be reached, the guest's
 * list stays as it was.
 */
export async function mergeWishlistAtLogin(): Promise<void> {
  const { wishlist } = savedStores();
  const guest = wishlist.list();
  const client = await browserApi();
  const server = await whileSignedIn(() =>
    guest.length > 0 ? client.user.wishlistAdd(guest.map((item) => item.sku)) : client.user.wishlist(),
  );
  if (server) wishlist.replace(mergeWishlists(server.map(toSavedProduct), guest));
}

/** A restored customer session: the server's list is the customer's list (changed on another device, perhaps). */
export async function refreshCustomerWishlist(): Promise<void> {
  if (!(await customerSignedIn())) return;
  const client = await browserApi();
  const server = await whileSignedIn(() => client.user.wishlist());
  if (server) savedStores().wishlist.replace(server.map(toSavedProduct));
}

/**
 * A call of the customer's list that a logout may overtake: the session forgets the token at once, so the call
 * fails for want of it, or answers after the lists were cleared. Either way the answer is dropped — the customer's
 * list must not come back into the page of whoever uses the browser next (SPEC §4 "Session": logout clears the
 * wishlist) — and a failure is only reported while the customer is still signed in. `null` when dropped.
 */
async function whileSignedIn<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    const answer = await call();
    return (await customerSignedIn()) ? answer : null;
  } catch (error) {
    if (!(await customerSignedIn())) return null;
    throw error;
  }
}

/** At logout (SPEC §4 "Session": logout clears the wishlist and the compare list). */
export function clearSavedLists(): void {
  const { compare, wishlist } = savedStores();
  compare.clear();
  wishlist.clear();
}
