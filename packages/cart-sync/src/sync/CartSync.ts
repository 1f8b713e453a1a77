import type { VariantChoice } from '@citerne/product';
import type { CartState } from '../cart/CartState';
import type { CartAction } from '../cart/cartReducer';
import type { CartConfig, CartConfigInput } from '../config/cartConfig';
import type { CartLine } from '../item/CartLineSchema';
import type { CartMessage } from '../notification/CartMessage';
import type { CartNotification } from '../notification/CartNotification';
import type { CartStorageProblem } from '../persistence/CartStorageProblem';
import type { StorageLike } from '../persistence/StorageLike';
import type { CartProduct, ProductValidator } from '../product/CartProduct';
import type { RefusedProduct } from '../product/prepareCartItems';
import type { CartBackend } from '../server/CartBackend';
import type { MinicartCountType } from '../summary/miniCartCount';
import type { SyncReport } from './runSync';

/** Options of `createCartSync`. */
export interface CartSyncOptions {
  /** The server calls; {@link createApiCartBackend} makes them from the API client. */
  readonly backend: CartBackend;
  /** Where the cart is kept between visits (`window.localStorage`); `null` keeps it in memory only. */
  readonly storage?: StorageLike | null;
  /** The cart settings (validated; defaults of SPEC §4 and §9). */
  readonly config?: CartConfigInput;
  /** Product validation rules run before adding (SPEC §5). */
  readonly validators?: readonly ProductValidator[];
  /** Whether the browser is online (default `navigator.onLine`, true outside a browser). */
  readonly isOnline?: () => boolean;
  /** Where to hear `online` (usually `window`): coming online syncs the cart (SPEC §4 "Offline and online"). */
  readonly eventTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Told when the stored cart could not be read or written (the cart keeps working in memory). */
  readonly onStorageProblem?: (problem: CartStorageProblem) => void;
}

/** What adding to the cart did: the lines added or raised, and the products refused with their reasons. */
export interface AddToCartResult {
  readonly added: readonly CartLine[];
  readonly refused: readonly RefusedProduct[];
  readonly sync: SyncReport;
}

/** What a quantity change did: `ok` false with the reason when the quantity was refused. */
export type UpdateQuantityResult =
  | { readonly ok: true; readonly sync: SyncReport }
  | { readonly ok: false; readonly message: CartMessage };

/**
 * A browser cart kept in step with the server cart (SPEC §4 "Cart"). Local changes apply at once
 * (subscribers hear them, storage keeps them); server work runs one step at a time in order, so two
 * syncs never interleave. Every method that talks to the server resolves once it is done or known
 * impossible (offline: kept for the next sync).
 */
export interface CartSync {
  readonly config: CartConfig;
  getState(): CartState;
  /** Listens to every state change; returns the unsubscribe function. */
  subscribe(listener: (state: CartState) => void): () => void;
  /** Listens to the notifications to show (SPEC §8 "Cart notifications"). */
  onNotification(listener: (notification: CartNotification) => void): () => void;
  /** Applies a local-only change (chosen shipping and payment methods); lines change through the methods below. */
  dispatch(action: CartAction): void;
  /** Reads the stored cart back and syncs it (merging the server cart by default). */
  load(): Promise<SyncReport>;
  /** Adds products (SPEC §5 validation, stock check, notifications), then syncs. */
  addToCart(products: CartProduct | readonly CartProduct[]): Promise<AddToCartResult>;
  /** Sets a line's quantity (SPEC §5 quantity rules), then syncs. */
  updateQuantity(checksum: string, qty: number | string): Promise<UpdateQuantityResult>;
  /** Removes a line and its children (the lines whose `parentSku` is its sku), then syncs. */
  removeItem(checksum: string): Promise<SyncReport>;
  /**
   * Removes a product, then syncs (SPEC §4 "Cart": removal drops the matching item and its children by
   * parent sku): every line of this sku and every line whose `parentSku` is this sku, so removing a
   * configurable product removes its variant lines.
   * @example
   * await cartSync.removeProduct('CS-EP-1'); // CS-EP-1-VERT and CS-EP-1-NOIR go, on the server too
   */
  removeProduct(sku: string): Promise<SyncReport>;
  /** Reconfigures a configurable line into another variant of its parent (SPEC §4 "Variant selection"). */
  configureItem(checksum: string, parent: CartProduct, choice: VariantChoice): Promise<SyncReport | null>;
  /**
   * Empties the cart (SPEC §4 "Cart"). With `sync` (default) the server cart is emptied too, then, with
   * `disconnect`, dropped. Without `sync` nothing is sent: the server lines are remembered as removed for
   * the next sync, or, with `disconnect`, the server cart is dropped at once (its token, coupon, pending
   * removals) and left as it is — after an order is placed (SPEC §4 "Place order") — so the next add
   * starts a new server cart.
   * @example
   * await cartSync.clear({ sync: false, disconnect: true }); // after the order is placed
   */
  clear(options?: { sync?: boolean; disconnect?: boolean }): Promise<SyncReport | null>;
  /** Cart connect (SPEC §4): creates the server cart, stores its token, and syncs. */
  connect(options?: { guestCart?: boolean }): Promise<SyncReport>;
  /**
   * After login: flushes the guest cart, connects the customer's cart and merges both, no line lost or doubled; the
   * guest's coupon stays applied (it replaces one the customer cart had; a refusal is announced).
   */
  authorize(): Promise<SyncReport>;
  /** Logout: flushes pending changes (unless `flush: false`), then clears the cart and drops the server cart. */
  logout(options?: { flush?: boolean }): Promise<void>;
  sync(options?: { forceClientState?: boolean }): Promise<SyncReport>;
  /** Fetches the totals when needed (SPEC §4: hash changed or never synced), or always with `force`. */
  syncTotals(options?: { force?: boolean }): Promise<void>;
  /** Applies a coupon on the server cart and syncs the totals; false (and a notification) when refused. */
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<boolean>;
  /** Checks the stock of every line (SPEC §4 "Stock sync for a cart item"). */
  checkStock(): Promise<void>;
  /** The mini-cart badge count (SPEC §4, `minicartCountType`). */
  miniCartCount(type?: MinicartCountType): number;
  /** Resolves when every queued server step is done. */
  idle(): Promise<void>;
  /** Stops listening to `online` and stops writing to storage. */
  dispose(): void;
}
