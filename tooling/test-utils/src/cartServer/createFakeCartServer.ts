import type { CartBackend, CartCallMode } from '@citerne/cart-sync';
import { ApiError, NetworkError } from '@citerne/core-api';
import type { CartItemInput, Product, ServerCartItem, StockItem, StockStatus } from '@citerne/core-api/contract';
import { CartRefusal } from './CartRefusal';
import { createCartLedger } from './createCartLedger';
import type { Sellable } from './sellablesOf';

/** Options of {@link createFakeCartServer}. */
export interface FakeCartServerOptions {
  /** Milliseconds every call waits before answering, so a syncing state can be seen (default 0). */
  readonly latencyMs?: number;
  /** Whether the network is up, besides `setOnline` (the stories' browser switch); false fails every call. */
  readonly isOnline?: () => boolean;
  /** Stock statuses other than `ok`, by sku. */
  readonly stock?: Readonly<Record<string, StockStatus>>;
}

type BackendCall = Exclude<keyof CartBackend, 'guestFallback'>;

const asApiError = (refusal: CartRefusal) =>
  new ApiError({
    status: refusal.status,
    message: refusal.message,
    code: refusal.code,
    result: { message: refusal.message, code: refusal.code },
  });

// The ledger's refusals reach the client as the API client would raise them.
function answer<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw error instanceof CartRefusal ? asApiError(error) : error;
  }
}

/**
 * The one in-memory server cart of the tests and stories, with the semantics of the shop API (apps/api, SPEC §7
 * cart and stock calls), selling contract `Product`s (a configurable product sells its variants): guest and customer
 * carts, one active cart per customer, requests checked with the contract's schema, a line equal to one already in
 * the cart raises its quantity, `item_id` sets a line's quantity, 401 for a bad token or a customer cart without one,
 * 403 for another customer's cart, 404 for an unknown or closed cart, quantities above a product's maximum refused
 * ("Only {n} of this type available"), totals with the French segments of SPEC §9. It can be taken offline, made to
 * fail a call, answer late or be paused (so a syncing state stays on screen), and be changed server-side.
 * @example
 * const server = createFakeCartServer([valve, tank], { stock: { 'VA-PVC-40': 'out_of_stock' } });
 * const cartSync = createCartSync({ backend: server.backend(), storage: null });
 */
export function createFakeCartServer(products: readonly Product[], options: FakeCartServerOptions = {}) {
  const ledger = createCartLedger<number>(products);
  const { carts, coupons } = ledger;
  const stock = new Map(Object.entries(options.stock ?? {}));
  const networkUp = options.isOnline ?? (() => true);
  let latencyMs = options.latencyMs ?? 0;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const tokens = new Map<string, number>();
  const calls = new Map<string, number>();
  const faults: { call: BackendCall; error: () => Error }[] = [];
  let online = true;
  let nextCustomer = 1;

  const customerOf = (mode: CartCallMode, token: string | null): number | null => {
    if (mode.guest || token === null) return null;
    const customer = tokens.get(token);
    if (customer === undefined) {
      throw asApiError(new CartRefusal(401, 'The token is invalid or expired.', 'TOKEN_INVALID'));
    }
    return customer;
  };

  const open = (cartId: string, customer: number | null) => answer(() => ledger.open(cartId, customer));

  const answerNow = (call: BackendCall) => {
    if (!online || !networkUp()) throw new NetworkError('http://fake.test/api', new TypeError('fetch failed'));
    const fault = faults.findIndex((candidate) => candidate.call === call);
    if (fault >= 0) {
      const [taken] = faults.splice(fault, 1);
      throw taken?.error();
    }
  };
  // Without latency or pause a call answers in the same tick, as the package's race tests expect.
  const enter = (call: BackendCall): Promise<void> | undefined => {
    calls.set(call, (calls.get(call) ?? 0) + 1);
    if (latencyMs === 0 && gate === null) {
      answerNow(call);
      return undefined;
    }
    return (async () => {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      while (gate) await gate.promise;
      answerNow(call);
    })();
  };

  const server = {
    carts,
    calls,
    /** The coupon codes the server accepts. */
    coupons,
    /** The coupon a server cart holds. */
    couponOf(cartId: string): string | null {
      return carts.get(cartId)?.coupon ?? null;
    },
    /** The cart calls of one browser, reading its user token from `getToken`. */
    backend({
      getToken = () => null,
      guestFallback = true,
    }: {
      getToken?: () => string | null;
      guestFallback?: boolean;
    } = {}): CartBackend {
      return {
        guestFallback,
        async createCart(mode) {
          const waiting = enter('createCart');
          if (waiting) await waiting;
          return ledger.create(customerOf(mode, getToken()));
        },
        async pull(cartId, mode) {
          const waiting = enter('pull');
          if (waiting) await waiting;
          return ledger.items(open(cartId, customerOf(mode, getToken())));
        },
        async update(cartId, input, mode) {
          const waiting = enter('update');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          return answer(() => ledger.put(cart, input));
        },
        async delete(cartId, itemId, mode) {
          const waiting = enter('delete');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          answer(() => ledger.remove(cart, itemId));
          return true;
        },
        async totals(cartId, mode) {
          const waiting = enter('totals');
          if (waiting) await waiting;
          return ledger.totals(open(cartId, customerOf(mode, getToken())));
        },
        async paymentMethods(cartId, mode) {
          const waiting = enter('paymentMethods');
          if (waiting) await waiting;
          return ledger.paymentMethods(open(cartId, customerOf(mode, getToken())));
        },
        async applyCoupon(cartId, code, mode) {
          const waiting = enter('applyCoupon');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          answer(() => ledger.applyCoupon(cart, code));
          return true;
        },
        async deleteCoupon(cartId, mode) {
          const waiting = enter('deleteCoupon');
          if (waiting) await waiting;
          open(cartId, customerOf(mode, getToken())).coupon = null;
          return true;
        },
        async checkStock(sku) {
          const waiting = enter('checkStock');
          if (waiting) await waiting;
          const product = ledger.sellable(sku);
          if (!product) throw asApiError(new CartRefusal(404, `Product ${sku} does not exist.`, 'PRODUCT_NOT_FOUND'));
          return stockOf(product);
        },
        async listStock(skus) {
          const waiting = enter('listStock');
          if (waiting) await waiting;
          return skus.flatMap((sku) => {
            const product = ledger.sellable(sku);
            return product ? [stockOf(product)] : [];
          });
        },
      };
    },
    /** Registers a customer; `logIn()` issues a new token for them. */
    registerCustomer() {
      const id = nextCustomer++;
      return {
        id,
        logIn() {
          const token = `token-${id}-${tokens.size + 1}`;
          tokens.set(token, id);
          return token;
        },
      };
    },
    revoke(token: string) {
      tokens.delete(token);
    },
    setOnline(value: boolean) {
      online = value;
    },
    /** Makes the next call of that kind throw this error (once per call to `failNext`). */
    failNext(call: BackendCall, error: () => Error) {
      faults.push({ call, error });
    },
    lines(cartId: string): ServerCartItem[] {
      return ledger.lines(cartId);
    },
    activeCartOf(customerId: number): string | undefined {
      return ledger.activeCartOf(customerId);
    },
    /** Server-side changes, as another device or the back office would make them. */
    serverAdd(cartId: string, input: CartItemInput): ServerCartItem {
      const cart = carts.get(cartId);
      if (!cart) throw new Error(`no cart ${cartId}`);
      return answer(() => ledger.put(cart, input));
    },
    serverDrop(cartId: string, itemId: number) {
      const cart = carts.get(cartId);
      if (cart) cart.lines = cart.lines.filter((line) => line.id !== itemId);
    },
    serverSetQty(cartId: string, itemId: number, qty: number) {
      const line = carts.get(cartId)?.lines.find((candidate) => candidate.id === itemId);
      if (line) line.qty = qty;
    },
    closeCart(cartId: string) {
      ledger.close(cartId);
    },
    /** The stock of a sku changed (ran out, came back, became unsure). */
    setStock(sku: string, status: StockStatus) {
      stock.set(sku, status);
    },
    /** Changes how long every call waits before answering. */
    setLatency(milliseconds: number) {
      latencyMs = milliseconds;
    },
    /** Holds every answer (those under way too) until {@link resume}: the cart stays syncing. */
    pause() {
      if (gate) return;
      let open: () => void = () => undefined;
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    resume() {
      const current = gate;
      gate = null;
      current?.open();
    },
  };

  function stockOf(product: Sellable): StockItem {
    const status = stock.get(product.sku) ?? 'ok';
    return {
      product_id: 1,
      product_sku: product.sku,
      qty: status === 'out_of_stock' ? 0 : 10,
      is_in_stock: status !== 'out_of_stock',
      manage_stock: true,
      stock_status: status,
    };
  }

  return server;
}

/** The fake server of {@link createFakeCartServer}. */
export type FakeCartServer = ReturnType<typeof createFakeCartServer>;
