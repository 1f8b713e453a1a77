import { type CartProduct, type CartSync, createCartSync, type MinicartCountType } from '@citerne/cart-sync';
import { miniCartOpenAtom } from '@citerne/cart-sync/react';
import { catalogue, createFakeCartServer, type FakeCartServer, storyCatalogue } from '@repo/test-utils';
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
  /** The in-memory server cart: its carts and lines, and the story's controls (pause, latency, stock). */
  readonly server: FakeCartServer;
  /** The story's jotai store, holding the mini-cart's open flag (`miniCartOpenAtom`) as the shop's store does. */
  readonly store: ReturnType<typeof createStore>;
  /** Comes back online: the engine hears `online` and syncs (SPEC §4 "Offline and online"). */
  goOnline(): void;
}

/**
 * Sets up a story's cart: a cart engine (`createCartSync`, kept in memory, not in the preview's
 * localStorage) over the tests' fake server cart (`createFakeCartServer`) selling the shared {@link catalogue} (the stories add {@link storyCatalogue}'s products), with the products of
 * `added` put in the cart by `addToCart` (stock check, sync and totals when online; kept locally offline).
 * @example
 * const { cartSync, server } = await createStoryCart({ added: [{ ...storyCatalogue.tarpaulin, qty: 2 }] });
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
  const server = createFakeCartServer(catalogue, {
    stock: Object.fromEntries(outOfStock.map((sku) => [sku, 'out_of_stock'])),
    isOnline: () => networkUp,
  });
  const cartSync = createCartSync({
    backend: server.backend({ guestFallback: false }),
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
    server,
    store,
    goOnline() {
      networkUp = true;
      network.dispatchEvent(new Event('online'));
    },
  };
}
