import { type CartProduct, type CartSync, createCartSync, type MinicartCountType } from '@citerne/cart-sync';
import { miniCartOpenAtom } from '@citerne/cart-sync/react';
import { type StoryCartBackend, storyCartBackend, storyCatalogue } from '@repo/test-utils';
import { createStore } from 'jotai';

/** Options of {@link createStoryCart}. */
export interface StoryCartOptions {
  /** Products the shopper put in the cart before the story starts (added through the engine). */
  readonly added?: readonly CartProduct[];
  /** Whether the browser is online (default true). */
  readonly online?: boolean;
  readonly outOfStock?: readonly string[];
  readonly minicartCountType?: MinicartCountType;
  /** Whether the mini-cart panel starts open (default true). */
  readonly open?: boolean;
}

/** A story's cart: the real engine over the in-memory server cart, and the browser's network. */
export interface StoryCart {
  readonly cartSync: CartSync;
  readonly backend: StoryCartBackend;
  /** The story's jotai store, holding the mini-cart's open flag (`miniCartOpenAtom`) as the shop's store does. */
  readonly store: ReturnType<typeof createStore>;
  /** Comes back online: the engine hears `online` and syncs (SPEC §4 "Offline and online"). */
  goOnline(): void;
}

/**
 * Sets up a story's cart: a cart engine (`createCartSync`, kept in memory, not in the preview's
 * localStorage) over {@link storyCartBackend} selling {@link storyCatalogue}, with the products of
 * `added` put in the cart by `addToCart` (stock check, sync and totals when online; kept locally offline).
 * @example
 * const { cartSync, backend } = await createStoryCart({ added: [{ ...storyCatalogue.tarpaulin, qty: 2 }] });
 */
export async function createStoryCart({
  added = [],
  online = true,
  outOfStock = [],
  minicartCountType = 'quantities',
  open = true,
}: StoryCartOptions = {}): Promise<StoryCart> {
  let networkUp = online;
  const network = new EventTarget();
  const backend = storyCartBackend({
    products: Object.values(storyCatalogue),
    outOfStock,
    isOnline: () => networkUp,
  });
  const cartSync = createCartSync({
    backend,
    storage: null,
    isOnline: () => networkUp,
    eventTarget: network,
    config: { minicartCountType },
  });
  if (added.length > 0) await cartSync.addToCart(added);
  const store = createStore();
  store.set(miniCartOpenAtom, open);
  return {
    cartSync,
    backend,
    store,
    goOnline() {
      networkUp = true;
      network.dispatchEvent(new Event('online'));
    },
  };
}
