import type { CartBackend, CartCallMode } from '@citerne/cart-sync';
import { ApiError, NetworkError } from '@citerne/core-api';
import type {
  CartItemInput,
  PaymentMethod,
  ServerCartItem,
  StockItem,
  StockStatus,
  Totals,
} from '@citerne/core-api/contract';

/** A product the fake server sells. */
export interface FakeProduct {
  readonly sku: string;
  readonly type: 'simple' | 'configurable' | 'bundle' | 'virtual' | 'downloadable';
  readonly price: number;
  readonly parentSku?: string;
  readonly maxSaleQty?: number;
  readonly stock?: StockStatus;
  readonly disabled?: boolean;
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
 * A small in-memory server cart with the semantics of the shop API (apps/api), for the package's own
 * tests: guest and customer carts, one active cart per customer, a line equal to one already in the
 * cart raises its quantity, `item_id` sets a line's quantity, 401 for a bad token or a customer cart
 * without one, 403 for another customer's cart, 404 for an unknown or closed cart, quantities above a
 * product's maximum refused. It can be taken offline, made to fail a call, and changed server-side.
 */
export function createFakeCartServer(products: readonly FakeProduct[]) {
  const catalog = new Map(products.map((product) => [product.sku, product]));
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
      name: `Produit ${line.sku}`,
      price: product?.price ?? 0,
      price_incl_tax: Math.round((product?.price ?? 0) * 120) / 100,
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

  const enter = (call: BackendCall) => {
    calls.set(call, (calls.get(call) ?? 0) + 1);
    if (!online) throw new NetworkError('http://fake.test/api', new TypeError('fetch failed'));
    const fault = faults.findIndex((candidate) => candidate.call === call);
    if (fault >= 0) {
      const [taken] = faults.splice(fault, 1);
      throw taken?.error();
    }
  };

  const totalsOf = (cart: FakeCart): Totals => {
    const items = cart.lines.map((line) => {
      const item = serverItem(cart, line);
      const unit = (item.price_incl_tax as number) ?? 0;
      return {
        item_id: line.id,
        qty: line.qty,
        name: item.name,
        price: item.price,
        price_incl_tax: unit,
        row_total_incl_tax: Math.round(unit * line.qty * 100) / 100,
        discount_amount: cart.coupon ? Math.round(unit * line.qty * 10) / 100 : 0,
      };
    });
    const subtotal = items.reduce((sum, item) => sum + item.row_total_incl_tax, 0);
    const discount = items.reduce((sum, item) => sum + item.discount_amount, 0);
    return {
      subtotal_incl_tax: subtotal,
      grand_total: Math.round((subtotal - discount + (items.length ? 5 : 0)) * 100) / 100,
      discount_amount: -discount,
      coupon_code: cart.coupon,
      items,
      total_segments: [{ code: 'grand_total', title: 'Total TTC', value: subtotal - discount }],
      payment_methods: methodsOf(cart),
    };
  };

  const methodsOf = (cart: FakeCart): PaymentMethod[] => {
    const virtual =
      cart.lines.length > 0 &&
      cart.lines.every((line) => ['virtual', 'downloadable'].includes(catalog.get(line.sku)?.type ?? ''));
    return [
      ...(virtual ? [] : [{ code: 'cashondelivery', title: 'Paiement à la livraison', cost: 0 }]),
      { code: 'banktransfer', title: 'Virement bancaire', cost: 0 },
    ];
  };

  const put = (cart: FakeCart, input: CartItemInput): FakeLine => {
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
          enter('createCart');
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
          enter('pull');
          const cart = open(cartId, customerOf(mode, getToken()));
          return cart.lines.map((line) => serverItem(cart, line));
        },
        async update(cartId, input, mode) {
          enter('update');
          const cart = open(cartId, customerOf(mode, getToken()));
          return serverItem(cart, put(cart, input));
        },
        async delete(cartId, itemId, mode) {
          enter('delete');
          const cart = open(cartId, customerOf(mode, getToken()));
          if (!cart.lines.some((line) => line.id === itemId)) {
            throw fail(404, `No item ${itemId} in this cart.`, 'CART_ITEM_NOT_FOUND');
          }
          cart.lines = cart.lines.filter((line) => line.id !== itemId);
          return true;
        },
        async totals(cartId, mode) {
          enter('totals');
          return totalsOf(open(cartId, customerOf(mode, getToken())));
        },
        async paymentMethods(cartId, mode) {
          enter('paymentMethods');
          return methodsOf(open(cartId, customerOf(mode, getToken())));
        },
        async applyCoupon(cartId, code, mode) {
          enter('applyCoupon');
          const cart = open(cartId, customerOf(mode, getToken()));
          if (!coupons.has(code)) throw fail(400, 'Incorrect coupon code', 'COUPON_INVALID');
          cart.coupon = code;
          return true;
        },
        async deleteCoupon(cartId, mode) {
          enter('deleteCoupon');
          open(cartId, customerOf(mode, getToken())).coupon = null;
          return true;
        },
        async checkStock(sku) {
          enter('checkStock');
          const product = catalog.get(sku);
          if (!product) throw fail(404, `Product ${sku} does not exist.`, 'PRODUCT_NOT_FOUND');
          return stockOf(product);
        },
        async listStock(skus) {
          enter('listStock');
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
    setStock(sku: string, stock: StockStatus) {
      const product = catalog.get(sku);
      if (product) catalog.set(sku, { ...product, stock });
    },
  };

  function stockOf(product: FakeProduct): StockItem {
    const status = product.stock ?? 'ok';
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
