import { type CartState, emptyCartState } from '../cart/CartState';
import { cartHash } from '../cart/cartHash';
import { type CartAction, cartReducer } from '../cart/cartReducer';
import { isTotalsSyncRequired } from '../cart/isTotalsSyncRequired';
import type { CartConfig, CartConfigInput } from '../config/cartConfig';
import { parseCartConfig } from '../config/parseCartConfig';
import type { CartLine } from '../item/CartLineSchema';
import type { CartMessage } from '../notification/CartMessage';
import { type CartNotification, cartNotification } from '../notification/CartNotification';
import { cartMessages } from '../notification/cartMessages';
import type { CartStorageProblem } from '../persistence/CartStorageProblem';
import { readStoredCart } from '../persistence/readStoredCart';
import type { StorageLike } from '../persistence/StorageLike';
import { writeStoredCart } from '../persistence/writeStoredCart';
import type { CartProduct, ProductValidator } from '../product/CartProduct';
import { findConfigurableVariant, type VariantChoice } from '../product/findConfigurableVariant';
import { prepareCartItems, type RefusedProduct } from '../product/prepareCartItems';
import { checkQuantity } from '../quantity/checkQuantity';
import type { CartBackend } from '../server/CartBackend';
import { stockNotice } from '../stock/stockNotice';
import { stockStatusOf } from '../stock/stockStatusOf';
import { type MinicartCountType, miniCartCount } from '../summary/miniCartCount';
import { classifyError } from './classifyError';
import { connectCart, runSync, type SyncReport, type SyncRuntime } from './runSync';

/** Options of {@link createCartSync}. */
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

// The product rules refuse in English texts (RefusedProduct.messages); the notification carries the text as it is.
const productRuleMessage = (text: string): CartMessage => ({ code: 'productRule', params: { text } });

const skipped = (status: SyncReport['status']): SyncReport => ({ status, diff: [] });

/**
 * Creates the cart: reads the stored cart at once (synchronously, validated), then keeps storage,
 * subscribers and the server cart in step.
 * @example
 * const cartSync = createCartSync({
 *   backend: createApiCartBackend({ client, guestClient }),
 *   storage: window.localStorage,
 *   eventTarget: window,
 * });
 * await cartSync.load();
 * await cartSync.addToCart({ ...product, qty: 2 });
 */
export function createCartSync(options: CartSyncOptions): CartSync {
  const config = parseCartConfig(options.config);
  const { backend, storage = null, validators = [] } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const listeners = new Set<(state: CartState) => void>();
  const notificationListeners = new Set<(notification: CartNotification) => void>();
  let disposed = false;
  let state = emptyCartState();

  const persist = (previous: CartState) => {
    if (!storage || disposed) return;
    const changed = (['items', 'removed', 'coupon', 'serverToken', 'hash'] as const).some(
      (key) => previous[key] !== state[key],
    );
    if (changed) writeStoredCart(storage, state, { onProblem: options.onStorageProblem });
  };
  const dispatch = (action: CartAction) => {
    const previous = state;
    state = cartReducer(state, action);
    if (state === previous) return;
    persist(previous);
    for (const listener of [...listeners]) listener(state);
  };
  const notify = (notification: CartNotification) => {
    for (const listener of [...notificationListeners]) listener(notification);
  };
  const runtime: SyncRuntime = { backend, config, getState: () => state, dispatch, notify, isOnline };

  if (storage)
    state = cartReducer(state, {
      type: 'load',
      stored: readStoredCart(storage, { onProblem: options.onStorageProblem }),
    });

  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(async () => {
      dispatch({ type: 'syncing', value: true });
      try {
        return await task();
      } finally {
        dispatch({ type: 'syncing', value: false });
      }
    });
    chain = run.catch(() => undefined);
    return run;
  };

  // The lines the shopper added or changed since the last sync that went through: their client state is
  // forced (SPEC §4 sync diff), so no sync — even one after an offline spell — removes or overwrites what
  // the shopper just did. Server lines the browser lacks are still merged in.
  const shopperChanges = new Map<string, number>();
  let changeCount = 0;
  const shopperChanged = (checksum: string) => shopperChanges.set(checksum, ++changeCount);
  const syncCart = async (forceClientState: boolean) => {
    const upTo = changeCount;
    const report = await runSync(runtime, { forceClientState, forcedLines: [...shopperChanges.keys()] });
    if (report.status === 'synced') {
      for (const [checksum, at] of shopperChanges) if (at <= upTo) shopperChanges.delete(checksum);
    }
    return report;
  };

  const totalsNow = async (force: boolean) => {
    if (!config.synchronize || !config.synchronizeTotals || !state.syncEnabled || !isOnline()) return;
    const cartId = state.serverToken;
    if (cartId === null || (!force && !isTotalsSyncRequired(state))) return;
    const hash = cartHash(state);
    const mode = { guest: state.bypassCount > 0 };
    try {
      const totals = await backend.totals(cartId, mode);
      const paymentMethods = totals.payment_methods ?? (await backend.paymentMethods(cartId, mode));
      if (state.serverToken === cartId) dispatch({ type: 'serverTotals', totals, paymentMethods, hash });
    } catch (error) {
      // Totals are asked again at the next sync; a cart gone is handled by the next sync's pull.
      if (classifyError(error) === 'refused')
        notify(
          cartNotification('server-refused', 'danger', {
            code: 'serverMessage',
            params: { text: String((error as Error).message) },
          }),
        );
    }
  };
  const syncNow = async (forceClientState: boolean) => {
    const report = await syncCart(forceClientState);
    if (report.status === 'synced') await totalsNow(false);
    return report;
  };

  let pendingSync: Promise<SyncReport> | null = null;
  const scheduleSync = (): Promise<SyncReport> => {
    if (pendingSync) return pendingSync;
    const scheduled = enqueue(async () => {
      pendingSync = null;
      return syncNow(false);
    });
    pendingSync = scheduled;
    return scheduled;
  };
  const mergeOnConnect = () => !config.serverMergeByDefault;

  /** Applies the guest's coupon to the customer cart; a refusal is announced and the customer cart keeps its own. */
  const carryCoupon = async (code: string) => {
    const cartId = state.serverToken;
    if (cartId === null) return;
    try {
      await backend.applyCoupon(cartId, code, { guest: state.bypassCount > 0 });
    } catch (error) {
      if (classifyError(error) === 'refused') {
        notify(
          cartNotification('coupon-refused', 'danger', {
            code: 'serverMessage',
            params: { text: (error as Error).message },
          }),
        );
      }
      return;
    }
    dispatch({ type: 'setCoupon', code });
  };

  const onOnline = () => {
    void enqueue(() => syncNow(mergeOnConnect()));
  };
  options.eventTarget?.addEventListener('online', onOnline);

  const addOne = async (line: CartLine, online: boolean): Promise<{ line: CartLine } | { refused: RefusedProduct }> => {
    const status = !online
      ? 'volatile'
      : config.checkStockOnAdd
        ? await stockStatusOf(() => backend.checkStock(line.sku))
        : 'ok';
    const decision = stockNotice(status, config);
    if (!decision.add) {
      notify(cartNotification('out-of-stock', 'danger', { code: 'outOfStock' }, line.sku));
      return { refused: { sku: line.sku, messages: [cartMessages.outOfStock] } };
    }
    if (decision.notice) notify(cartNotification('volatile-stock', 'warning', decision.notice.message, line.sku));
    const existing = state.items.find((item) => item.checksum === line.checksum);
    const max = Math.min(line.maxQuantity ?? config.maxQuantity, existing?.maxQuantity ?? config.maxQuantity);
    if ((existing?.qty ?? 0) + line.qty > max) {
      notify(
        cartNotification(
          'product-refused',
          'danger',
          { code: 'onlyAvailable', params: { maxQuantity: max } },
          line.sku,
        ),
      );
      return { refused: { sku: line.sku, messages: [cartMessages.onlyAvailable(max)] } };
    }
    dispatch({ type: 'add', line });
    shopperChanged(line.checksum);
    notify(
      existing
        ? cartNotification('quantity-updated', 'success', { code: 'quantityUpdated' }, line.sku)
        : cartNotification('product-added', 'success', { code: 'productAdded' }, line.sku),
    );
    return { line };
  };

  return {
    config,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => notificationListeners.delete(listener);
    },
    dispatch,
    load() {
      return enqueue(async () => {
        if (storage)
          dispatch({ type: 'load', stored: readStoredCart(storage, { onProblem: options.onStorageProblem }) });
        const report = await syncCart(mergeOnConnect());
        if (report.status === 'synced') await totalsNow(true);
        return report;
      });
    },
    async addToCart(products) {
      const list: readonly CartProduct[] = Array.isArray(products) ? products : [products as CartProduct];
      const prepared = prepareCartItems(list, { config, validators });
      const refused: RefusedProduct[] = [...prepared.refused];
      for (const product of prepared.refused) {
        for (const message of product.messages)
          notify(cartNotification('product-refused', 'danger', productRuleMessage(message), product.sku));
      }
      const added: CartLine[] = [];
      if (prepared.lines.length > 0) {
        dispatch({ type: 'adding', value: true });
        try {
          const online = isOnline();
          for (const line of prepared.lines) {
            const outcome = await addOne(line, online);
            if ('refused' in outcome) refused.push(outcome.refused);
            else added.push(outcome.line);
          }
        } finally {
          dispatch({ type: 'adding', value: false });
        }
      }
      const sync = added.length > 0 ? await scheduleSync() : skipped('no-cart');
      return { added, refused, sync };
    },
    async updateQuantity(checksum, qty) {
      const line = state.items.find((item) => item.checksum === checksum);
      if (!line) return { ok: false, message: { code: 'someProductsNotAvailable' } };
      const checked = checkQuantity(qty, { maxQuantity: line.maxQuantity ?? config.maxQuantity });
      if (!checked.ok) {
        notify(cartNotification('product-refused', 'danger', checked.message, line.sku));
        return checked;
      }
      dispatch({ type: 'updateQty', checksum, qty: checked.qty });
      shopperChanged(checksum);
      return { ok: true, sync: await scheduleSync() };
    },
    async removeItem(checksum) {
      dispatch({ type: 'remove', checksum });
      return scheduleSync();
    },
    async removeProduct(sku) {
      dispatch({ type: 'removeProduct', sku });
      return scheduleSync();
    },
    async configureItem(checksum, parent, choice) {
      const line = state.items.find((item) => item.checksum === checksum);
      if (!line) return null;
      const variant = findConfigurableVariant(parent, choice, { includeOutOfStock: config.allowOutOfStockInCart });
      const custom = line.product_option?.extension_attributes?.custom_options;
      const { lines, refused } = variant
        ? prepareCartItems(
            [
              {
                ...parent,
                parentSku: parent.sku,
                selectedVariant: variant,
                qty: line.qty,
                ...(custom ? { product_option: { extension_attributes: { custom_options: custom } } } : {}),
              },
            ],
            { config, validators },
          )
        : { lines: [], refused: [{ sku: parent.sku, messages: [cartMessages.noVariants] } satisfies RefusedProduct] };
      const next = lines[0];
      if (!next) {
        for (const message of refused.flatMap((product: RefusedProduct) => product.messages)) {
          notify(cartNotification('product-refused', 'danger', productRuleMessage(message), parent.sku));
        }
        return null;
      }
      if (next.checksum === checksum) return skipped('synced');
      dispatch({ type: 'remove', checksum });
      dispatch({ type: 'add', line: next });
      shopperChanged(next.checksum);
      return scheduleSync();
    },
    async clear({ sync = true, disconnect = false } = {}) {
      if (!sync) {
        // SPEC §4 "Place order": cleared without syncing. Disconnected at once, so no sync still queued or
        // under way touches the old server cart, and the next add starts a new one.
        dispatch({ type: 'clear', disconnect });
        return null;
      }
      dispatch({ type: 'clear', disconnect: false });
      return enqueue(async () => {
        const report = await syncCart(true);
        if (disconnect) dispatch({ type: 'clear', disconnect: true });
        return report;
      });
    },
    connect({ guestCart = false } = {}) {
      return enqueue(async () => {
        if (!config.synchronize || !state.syncEnabled) return skipped('disabled');
        if (!isOnline()) return skipped('offline');
        const connected = await connectCart(runtime, { guest: guestCart });
        if (connected !== 'connected') return skipped(connected);
        const report = await syncCart(mergeOnConnect());
        if (report.status === 'synced') await totalsNow(true);
        return report;
      });
    },
    authorize() {
      return enqueue(async () => {
        dispatch({ type: 'newSession' });
        if (!config.synchronize || !state.syncEnabled) return skipped('disabled');
        if (!isOnline()) return skipped('offline');
        // The guest cart first: lines another tab or device put there come along into the customer cart.
        const guestCart = state.serverToken;
        if (guestCart !== null) {
          const flushed = await syncCart(false);
          if (flushed.status === 'offline') return flushed;
        }
        const guestCoupon = state.coupon?.code ?? null;
        const connected = await connectCart(runtime, { guest: false });
        if (connected !== 'connected') return skipped(connected);
        const report = await syncCart(mergeOnConnect());
        if (report.status !== 'synced') return report;
        // The guest's coupon comes along: a new customer cart has none, and a customer cart that has one gets the
        // guest's instead — the code the shopper has just typed is their latest intent. Only when the cart changed:
        // a reload of a logged-in cart finds its own cart again, coupon included.
        if (guestCoupon !== null && state.serverToken !== guestCart) await carryCoupon(guestCoupon);
        await totalsNow(true);
        return report;
      });
    },
    logout({ flush = true } = {}) {
      return enqueue(async () => {
        if (flush && state.serverToken !== null) await syncCart(false);
        dispatch({ type: 'clear', disconnect: true });
      });
    },
    sync({ forceClientState = false } = {}) {
      return enqueue(() => syncNow(forceClientState));
    },
    syncTotals({ force = false } = {}) {
      return enqueue(() => totalsNow(force));
    },
    applyCoupon(code) {
      return enqueue(async () => {
        const report = await syncCart(false);
        const cartId = state.serverToken;
        if (report.status !== 'synced' || cartId === null) return false;
        try {
          await backend.applyCoupon(cartId, code.trim(), { guest: state.bypassCount > 0 });
        } catch (error) {
          if (classifyError(error) === 'refused') {
            notify(
              cartNotification('coupon-refused', 'danger', {
                code: 'serverMessage',
                params: { text: (error as Error).message },
              }),
            );
          }
          return false;
        }
        dispatch({ type: 'setCoupon', code: code.trim() });
        await totalsNow(true);
        return true;
      });
    },
    removeCoupon() {
      return enqueue(async () => {
        const cartId = state.serverToken;
        if (cartId === null || !isOnline() || !state.syncEnabled) return false;
        try {
          await backend.deleteCoupon(cartId, { guest: state.bypassCount > 0 });
        } catch {
          return false;
        }
        dispatch({ type: 'setCoupon', code: null });
        await totalsNow(true);
        return true;
      });
    },
    async checkStock() {
      if (!isOnline() || state.items.length === 0) return;
      let records: Awaited<ReturnType<CartBackend['listStock']>>;
      try {
        records = await backend.listStock(state.items.map((item) => item.sku));
      } catch (error) {
        const kind = classifyError(error);
        if (kind === 'offline' || kind === 'server-error') return;
        throw error;
      }
      const bySku = new Map(records.map((record) => [record.product_sku, record]));
      for (const line of state.items) {
        const record = bySku.get(line.sku);
        if (!record) continue;
        dispatch({
          type: 'stock',
          checksum: line.checksum,
          record,
          allowOutOfStockInCart: config.allowOutOfStockInCart,
          synchronize: config.synchronize,
        });
      }
    },
    miniCartCount(type = config.minicartCountType) {
      return miniCartCount(state.items, type);
    },
    async idle() {
      for (;;) {
        const current = chain;
        await current;
        if (current === chain) return;
      }
    },
    dispose() {
      disposed = true;
      options.eventTarget?.removeEventListener('online', onOnline);
      listeners.clear();
      notificationListeners.clear();
    },
  };
}
