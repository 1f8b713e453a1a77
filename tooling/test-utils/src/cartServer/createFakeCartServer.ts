import type { CartBackend, CartCallMode } from '@citerne/cart-sync';
import { ApiError, NetworkError } from '@citerne/core-api';
import {
  type CartItemInput,
  CartItemInputSchema,
  type PaymentMethod,
  type Product,
  type ServerCartItem,
  type StockItem,
  type StockStatus,
  type Totals,
} from '@citerne/core-api/contract';
import * as v from 'valibot';
import { type Sellable, sellablesOf } from './sellablesOf';

/** Options of {@link createFakeCartServer}. */
export interface FakeCartServerOptions {
  /** Milliseconds every call waits before answering, so a syncing state can be seen (default 0). */
  readonly latencyMs?: number;
  /** Whether the network is up, besides `setOnline` (the stories' browser switch); false fails every call. */
  readonly isOnline?: () => boolean;
  /** Stock statuses other than `ok`, by sku. */
  readonly stock?: Readonly<Record<string, StockStatus>>;
}

interface FakeLine {
  id: number;
  sku: string;
  qty: number;
  key: string;
  option: ServerCartItem['product_option'] | undefined;
}

interface FakeCart {
  readonly id: string;
  readonly owner: number | null;
  status: 'active' | 'closed';
  lines: FakeLine[];
  coupon: string | null;
}

type BackendCall = Exclude<keyof CartBackend, 'guestFallback'>;

const fail = (status: number, message: string, code: string) =>
  new ApiError({ status, message, code, result: { message, code } });

// Amounts are added up in cents (`sellablesOf`), so a total is what a till would print.
const euros = (amount: number) => amount / 100;

// SPEC §9 "Default shipping: DPD Courier flat rate, amount 4, incl. tax 5".
const SHIPPING_CENTS = 400;
const SHIPPING_INCL_TAX_CENTS = 500;
// The coupons take 10 % off the lines incl. tax.
const COUPON_DISCOUNT_PERCENT = 10;

// The server's own line identity (independent of the client's): custom and bundle choices, ids as text.
function optionKey(option: CartItemInput['product_option']): { key: string; stored: FakeLine['option'] } {
  const attributes = option?.extension_attributes;
  const custom = (attributes?.custom_options ?? [])
    .map((choice) => ({
      option_id: String(choice.option_id),
      option_value: String(choice.option_value)
        .split(',')
        .map((part) => part.trim())
        .sort()
        .join(','),
    }))
    .filter((choice) => choice.option_value !== '')
    .sort((a, b) => Number(a.option_id) - Number(b.option_id));
  const bundle = (attributes?.bundle_options ?? [])
    .map((choice) => ({ ...choice, option_selections: [...choice.option_selections].sort((a, b) => a - b) }))
    .sort((a, b) => a.option_id - b.option_id);
  const configurable = (attributes?.configurable_item_options ?? []).map((choice) => ({
    option_id: String(choice.option_id),
    option_value: String(choice.option_value),
  }));
  const extension = {
    ...(custom.length ? { custom_options: custom } : {}),
    ...(configurable.length ? { configurable_item_options: configurable } : {}),
    ...(bundle.length ? { bundle_options: bundle } : {}),
  };
  return {
    key: custom.length + bundle.length === 0 ? '' : JSON.stringify({ c: custom, b: bundle }),
    stored: Object.keys(extension).length ? { extension_attributes: extension } : undefined,
  };
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
  const catalog = new Map(sellablesOf(products).map((product) => [product.sku, product]));
  const stock = new Map(Object.entries(options.stock ?? {}));
  const networkUp = options.isOnline ?? (() => true);
  let latencyMs = options.latencyMs ?? 0;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const carts = new Map<string, FakeCart>();
  const tokens = new Map<string, number>();
  const calls = new Map<string, number>();
  const coupons = new Set(['BIENVENUE10', 'NEWSLETTER10']);
  const faults: { call: BackendCall; error: () => Error }[] = [];
  let online = true;
  let nextId = 1;
  let nextCart = 1;
  let nextCustomer = 1;

  const serverItem = (cart: FakeCart, line: FakeLine): ServerCartItem => {
    const product = catalog.get(line.sku);
    return {
      item_id: line.id,
      sku: line.sku,
      qty: line.qty,
      quote_id: cart.id,
      name: product?.name ?? line.sku,
      price: euros(product?.priceCents ?? 0),
      price_incl_tax: euros(product?.priceInclTaxCents ?? 0),
      product_type: product?.type ?? 'simple',
      ...(product?.parentSku ? { parentSku: product.parentSku } : {}),
      ...(line.option ? { product_option: line.option } : {}),
    };
  };

  const customerOf = (mode: CartCallMode, token: string | null): number | null => {
    if (mode.guest || token === null) return null;
    const customer = tokens.get(token);
    if (customer === undefined) throw fail(401, 'The token is invalid or expired.', 'TOKEN_INVALID');
    return customer;
  };

  const open = (cartId: string, customer: number | null): FakeCart => {
    const cart = carts.get(cartId);
    if (cart?.status !== 'active') throw fail(404, `No such cart: ${cartId}.`, 'CART_NOT_FOUND');
    if (cart.owner !== null && customer === null)
      throw fail(401, 'This cart belongs to a customer.', 'CART_NEEDS_LOGIN');
    if (cart.owner !== null && cart.owner !== customer) throw fail(403, 'Another customer’s cart.', 'CART_FORBIDDEN');
    return cart;
  };

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

  const totalsOf = (cart: FakeCart): Totals => {
    const rows = cart.lines.map((line) => ({ line, product: catalog.get(line.sku) }));
    const discountOf = (rowInclTax: number) =>
      cart.coupon ? Math.round((rowInclTax * COUPON_DISCOUNT_PERCENT) / 100) : 0;
    const items = rows.map(({ line, product }) => {
      const rowInclTax = (product?.priceInclTaxCents ?? 0) * line.qty;
      return {
        item_id: line.id,
        qty: line.qty,
        name: product?.name ?? line.sku,
        price: euros(product?.priceCents ?? 0),
        price_incl_tax: euros(product?.priceInclTaxCents ?? 0),
        row_total: euros((product?.priceCents ?? 0) * line.qty),
        row_total_incl_tax: euros(rowInclTax),
        discount_amount: euros(discountOf(rowInclTax)),
      };
    });
    const subtotal = rows.reduce((sum, { line, product }) => sum + (product?.priceCents ?? 0) * line.qty, 0);
    const subtotalInclTax = rows.reduce(
      (sum, { line, product }) => sum + (product?.priceInclTaxCents ?? 0) * line.qty,
      0,
    );
    const discount = rows.reduce(
      (sum, { line, product }) => sum + discountOf((product?.priceInclTaxCents ?? 0) * line.qty),
      0,
    );
    const shipping = rows.length > 0 ? SHIPPING_CENTS : 0;
    const shippingInclTax = rows.length > 0 ? SHIPPING_INCL_TAX_CENTS : 0;
    const tax = subtotalInclTax - subtotal + (shippingInclTax - shipping);
    const grandTotal = subtotalInclTax - discount + shippingInclTax;
    return {
      subtotal: euros(subtotal),
      subtotal_incl_tax: euros(subtotalInclTax),
      shipping_amount: euros(shipping),
      shipping_incl_tax: euros(shippingInclTax),
      tax_amount: euros(tax),
      base_tax_amount: euros(tax),
      discount_amount: -euros(discount),
      grand_total: euros(grandTotal),
      base_grand_total: euros(grandTotal),
      coupon_code: cart.coupon,
      items_qty: rows.reduce((sum, { line }) => sum + line.qty, 0),
      items,
      // SPEC §9 "Totals segment titles (French)".
      total_segments: [
        { code: 'subtotal', title: 'Sous total HT', value: euros(subtotal) },
        ...(discount > 0 ? [{ code: 'discount', title: 'Remise', value: -euros(discount) }] : []),
        { code: 'shipping', title: 'Frais de port TTC', value: euros(shippingInclTax) },
        { code: 'tax', title: 'Taxe', value: euros(tax) },
        { code: 'grand_total', title: 'Total TTC', value: euros(grandTotal) },
      ],
      payment_methods: methodsOf(cart),
    };
  };

  const methodsOf = (cart: FakeCart): PaymentMethod[] => {
    const virtual =
      cart.lines.length > 0 &&
      cart.lines.every((line) => ['virtual', 'downloadable'].includes(catalog.get(line.sku)?.type ?? ''));
    return [
      ...(virtual ? [] : [{ code: 'cashondelivery', title: 'Paiement à la livraison', cost: 0, default: true }]),
      { code: 'banktransfer', title: 'Virement bancaire', cost: 0 },
    ];
  };

  const put = (cart: FakeCart, cartItem: CartItemInput): FakeLine => {
    const parsed = v.safeParse(CartItemInputSchema, cartItem);
    if (!parsed.success) throw fail(400, v.summarize(parsed.issues), 'BAD_REQUEST');
    const input = parsed.output;
    const product = catalog.get(input.sku);
    if (!product) throw fail(404, `Product ${input.sku} does not exist.`, 'PRODUCT_NOT_FOUND');
    if (product.disabled) throw fail(409, `Product ${input.sku} is not available.`, 'PRODUCT_UNAVAILABLE');
    const { key, stored } = optionKey(input.product_option);
    const same = cart.lines.find((line) => line.sku === input.sku && line.key === key);
    const check = (qty: number) => {
      if (product.maxSaleQty !== undefined && qty > product.maxSaleQty) {
        throw fail(400, `Only ${product.maxSaleQty} of this type available`, 'QTY_TOO_HIGH');
      }
      return qty;
    };
    if (input.item_id !== undefined) {
      const edited = cart.lines.find((line) => line.id === input.item_id);
      if (!edited) throw fail(404, `No item ${input.item_id} in this cart.`, 'CART_ITEM_NOT_FOUND');
      const target = same ?? edited;
      if (same && same !== edited) cart.lines = cart.lines.filter((line) => line !== edited);
      Object.assign(target, { sku: input.sku, key, option: stored, qty: check(input.qty) });
      return target;
    }
    if (same) {
      same.qty = check(same.qty + input.qty);
      return same;
    }
    const line = { id: nextId++, sku: input.sku, qty: check(input.qty), key, option: stored };
    cart.lines.push(line);
    return line;
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
          const customer = customerOf(mode, getToken());
          const existing =
            customer === null
              ? undefined
              : [...carts.values()].find((cart) => cart.owner === customer && cart.status === 'active');
          if (existing) return existing.id;
          const id = `cart-${nextCart++}`;
          carts.set(id, { id, owner: customer, status: 'active', lines: [], coupon: null });
          return id;
        },
        async pull(cartId, mode) {
          const waiting = enter('pull');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          return cart.lines.map((line) => serverItem(cart, line));
        },
        async update(cartId, input, mode) {
          const waiting = enter('update');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          return serverItem(cart, put(cart, input));
        },
        async delete(cartId, itemId, mode) {
          const waiting = enter('delete');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          if (!cart.lines.some((line) => line.id === itemId)) {
            throw fail(404, `No item ${itemId} in this cart.`, 'CART_ITEM_NOT_FOUND');
          }
          cart.lines = cart.lines.filter((line) => line.id !== itemId);
          return true;
        },
        async totals(cartId, mode) {
          const waiting = enter('totals');
          if (waiting) await waiting;
          return totalsOf(open(cartId, customerOf(mode, getToken())));
        },
        async paymentMethods(cartId, mode) {
          const waiting = enter('paymentMethods');
          if (waiting) await waiting;
          return methodsOf(open(cartId, customerOf(mode, getToken())));
        },
        async applyCoupon(cartId, code, mode) {
          const waiting = enter('applyCoupon');
          if (waiting) await waiting;
          const cart = open(cartId, customerOf(mode, getToken()));
          if (!coupons.has(code)) throw fail(400, 'Incorrect coupon code', 'COUPON_INVALID');
          cart.coupon = code;
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
          const product = catalog.get(sku);
          if (!product) throw fail(404, `Product ${sku} does not exist.`, 'PRODUCT_NOT_FOUND');
          return stockOf(product);
        },
        async listStock(skus) {
          const waiting = enter('listStock');
          if (waiting) await waiting;
          return skus.flatMap((sku) => {
            const product = catalog.get(sku);
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
      const cart = carts.get(cartId);
      return cart ? cart.lines.map((line) => serverItem(cart, line)) : [];
    },
    activeCartOf(customerId: number): string | undefined {
      return [...carts.values()].find((cart) => cart.owner === customerId && cart.status === 'active')?.id;
    },
    /** Server-side changes, as another device or the back office would make them. */
    serverAdd(cartId: string, input: CartItemInput): ServerCartItem {
      const cart = carts.get(cartId);
      if (!cart) throw new Error(`no cart ${cartId}`);
      return serverItem(cart, put(cart, input));
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
      const cart = carts.get(cartId);
      if (cart) cart.status = 'closed';
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
