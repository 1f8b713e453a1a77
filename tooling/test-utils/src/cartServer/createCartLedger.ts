import {
  type CartItemInput,
  CartItemInputSchema,
  type PaymentMethod,
  type Product,
  type ServerCartItem,
  type Totals,
} from '@citerne/core-api/contract';
import { percentOfCents } from '@citerne/pricing';
import * as v from 'valibot';
import { CartRefusal } from './CartRefusal';
import { type Sellable, sellablesOf } from './sellablesOf';

/** One line of a ledger cart: the server's own line identity (`key`) beside what the client sent. */
export interface LedgerLine {
  id: number;
  sku: string;
  qty: number;
  key: string;
  option: ServerCartItem['product_option'] | undefined;
}

/** One server cart of the ledger; `owner` is the customer (null for a guest cart). */
export interface LedgerCart<Owner> {
  readonly id: string;
  readonly owner: Owner | null;
  status: 'active' | 'closed';
  lines: LedgerLine[];
  coupon: string | null;
}

/** Options of {@link createCartLedger}. */
export interface CartLedgerOptions {
  /** Whether a line may not hold more than the product's managed stock (the HTTP fake shop sells from its stock). */
  readonly limitToStock?: boolean;
  /** The coupon codes the server accepts (default `BIENVENUE10`, `NEWSLETTER10`). */
  readonly coupons?: readonly string[];
  /** The id of a new cart (default `cart-1`, `cart-2`…). */
  readonly cartId?: () => string;
}

// Amounts are added up in cents (`sellablesOf`), so a total is what a till would print.
const euros = (amount: number) => amount / 100;

// SPEC §9 "Default shipping: DPD Courier flat rate, amount 4, incl. tax 5".
const SHIPPING_CENTS = 400;
const SHIPPING_INCL_TAX_CENTS = 500;
// The coupons take 10 % off the lines incl. tax.
const COUPON_DISCOUNT_PERCENT = 10;

// The server's own line identity (independent of the client's): custom and bundle choices, ids as text.
function optionKey(option: CartItemInput['product_option']): { key: string; stored: LedgerLine['option'] } {
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
 * The one set of cart rules of the test fakes, with the semantics of the shop API (apps/api, SPEC §7 cart calls):
 * selling contract `Product`s (a configurable product sells its variants), one active cart per customer, requests
 * checked with the contract's schema, a line equal to one already in the cart raises its quantity, `item_id` sets a
 * line's quantity, 404 for an unknown or closed cart, 401/403 for a customer's cart without or with another token,
 * quantities above a product's maximum refused ("Only {n} of this type available"), totals with the French segments
 * of SPEC §9, a 10 % coupon. It answers synchronously and refuses with {@link CartRefusal}: the in-memory cart
 * backend (`createFakeCartServer`) and the HTTP fake shop (`createFakeShop`) wrap it.
 * @example
 * const ledger = createCartLedger<string>(shopProducts, { limitToStock: true });
 * const cart = ledger.open(ledger.create(null), null);
 * ledger.put(cart, { sku: 'CIT-10M3', qty: 1, quoteId: cart.id });
 */
export function createCartLedger<Owner>(products: readonly Product[], options: CartLedgerOptions = {}) {
  const catalog = new Map(sellablesOf(products).map((product) => [product.sku, product]));
  const carts = new Map<string, LedgerCart<Owner>>();
  const coupons = new Set(options.coupons ?? ['BIENVENUE10', 'NEWSLETTER10']);
  let nextLine = 1;
  let nextCart = 1;
  const newCartId = options.cartId ?? (() => `cart-${nextCart++}`);

  const lineMaximum = (product: Sellable): number | undefined => {
    const stock = options.limitToStock ? product.stockQty : undefined;
    if (stock === undefined) return product.maxSaleQty;
    return product.maxSaleQty === undefined ? stock : Math.min(stock, product.maxSaleQty);
  };

  const item = (cart: LedgerCart<Owner>, line: LedgerLine): ServerCartItem => {
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

  const paymentMethods = (cart: LedgerCart<Owner>): PaymentMethod[] => {
    const virtual =
      cart.lines.length > 0 &&
      cart.lines.every((line) => ['virtual', 'downloadable'].includes(catalog.get(line.sku)?.type ?? ''));
    return [
      ...(virtual ? [] : [{ code: 'cashondelivery', title: 'Paiement à la livraison', cost: 0, default: true }]),
      { code: 'banktransfer', title: 'Virement bancaire', cost: 0 },
    ];
  };

  const totals = (cart: LedgerCart<Owner>): Totals => {
    const rows = cart.lines.map((line) => ({ line, product: catalog.get(line.sku) }));
    const discountOf = (rowInclTax: number) => (cart.coupon ? percentOfCents(rowInclTax, COUPON_DISCOUNT_PERCENT) : 0);
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
    const sum = (of: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + of(row), 0);
    const subtotal = sum(({ line, product }) => (product?.priceCents ?? 0) * line.qty);
    const subtotalInclTax = sum(({ line, product }) => (product?.priceInclTaxCents ?? 0) * line.qty);
    const discount = sum(({ line, product }) => discountOf((product?.priceInclTaxCents ?? 0) * line.qty));
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
      items_qty: sum(({ line }) => line.qty),
      items,
      // SPEC §9 "Totals segment titles (French)".
      total_segments: [
        { code: 'subtotal', title: 'Sous total HT', value: euros(subtotal) },
        ...(discount > 0 ? [{ code: 'discount', title: 'Remise', value: -euros(discount) }] : []),
        { code: 'shipping', title: 'Frais de port TTC', value: euros(shippingInclTax) },
        { code: 'tax', title: 'Taxe', value: euros(tax) },
        { code: 'grand_total', title: 'Total TTC', value: euros(grandTotal) },
      ],
      payment_methods: paymentMethods(cart),
    };
  };

  const put = (cart: LedgerCart<Owner>, cartItem: CartItemInput): ServerCartItem => {
    const parsed = v.safeParse(CartItemInputSchema, cartItem);
    if (!parsed.success) throw new CartRefusal(400, v.summarize(parsed.issues), 'BAD_REQUEST');
    const input = parsed.output;
    const product = catalog.get(input.sku);
    if (!product) throw new CartRefusal(404, `Product ${input.sku} does not exist.`, 'PRODUCT_NOT_FOUND');
    if (product.disabled) throw new CartRefusal(409, `Product ${input.sku} is not available.`, 'PRODUCT_UNAVAILABLE');
    const { key, stored } = optionKey(input.product_option);
    const same = cart.lines.find((line) => line.sku === input.sku && line.key === key);
    const check = (qty: number) => {
      const maximum = lineMaximum(product);
      if (maximum !== undefined && qty > maximum) {
        throw new CartRefusal(400, `Only ${maximum} of this type available`, 'QTY_TOO_HIGH');
      }
      return qty;
    };
    if (input.item_id !== undefined) {
      const edited = cart.lines.find((line) => line.id === input.item_id);
      if (!edited) throw new CartRefusal(404, `No item ${input.item_id} in this cart.`, 'CART_ITEM_NOT_FOUND');
      const target = same ?? edited;
      if (same && same !== edited) cart.lines = cart.lines.filter((line) => line !== edited);
      Object.assign(target, { sku: input.sku, key, option: stored, qty: check(input.qty) });
      return item(cart, target);
    }
    if (same) {
      same.qty = check(same.qty + input.qty);
      return item(cart, same);
    }
    const line = { id: nextLine++, sku: input.sku, qty: check(input.qty), key, option: stored };
    cart.lines.push(line);
    return item(cart, line);
  };

  return {
    carts,
    /** The coupon codes the server accepts. */
    coupons,
    /** The product the server sells under a sku (a configurable product's variant), if any. */
    sellable(sku: string): Sellable | undefined {
      return catalog.get(sku);
    },
    /** Opens a cart for a guest (null) or a customer, whose active cart is reused (one per customer). */
    create(owner: Owner | null): string {
      const existing = owner === null ? undefined : this.activeCartOf(owner);
      if (existing) return existing;
      const id = newCartId();
      carts.set(id, { id, owner, status: 'active', lines: [], coupon: null });
      return id;
    },
    activeCartOf(owner: Owner): string | undefined {
      return [...carts.values()].find((cart) => cart.owner === owner && cart.status === 'active')?.id;
    },
    /** The active cart `cartId` as `owner` may use it: 404 unknown or closed, 401 without login, 403 another's. */
    open(cartId: string, owner: Owner | null): LedgerCart<Owner> {
      const cart = carts.get(cartId);
      if (cart?.status !== 'active') throw new CartRefusal(404, `No such cart: ${cartId}.`, 'CART_NOT_FOUND');
      if (cart.owner !== null && owner === null) {
        throw new CartRefusal(401, 'This cart belongs to a customer.', 'CART_NEEDS_LOGIN');
      }
      if (cart.owner !== null && cart.owner !== owner) {
        throw new CartRefusal(403, 'Another customer’s cart.', 'CART_FORBIDDEN');
      }
      return cart;
    },
    items(cart: LedgerCart<Owner>): ServerCartItem[] {
      return cart.lines.map((line) => item(cart, line));
    },
    /** The lines of a cart as the server answers them (none for an unknown cart). */
    lines(cartId: string): ServerCartItem[] {
      const cart = carts.get(cartId);
      return cart ? cart.lines.map((line) => item(cart, line)) : [];
    },
    put,
    remove(cart: LedgerCart<Owner>, itemId: number): void {
      if (!cart.lines.some((line) => line.id === itemId)) {
        throw new CartRefusal(404, `No item ${itemId} in this cart.`, 'CART_ITEM_NOT_FOUND');
      }
      cart.lines = cart.lines.filter((line) => line.id !== itemId);
    },
    totals,
    paymentMethods,
    applyCoupon(cart: LedgerCart<Owner>, code: string): void {
      if (!coupons.has(code)) throw new CartRefusal(400, 'Incorrect coupon code', 'COUPON_INVALID');
      cart.coupon = code;
    },
    close(cartId: string): void {
      const cart = carts.get(cartId);
      if (cart) cart.status = 'closed';
    },
  };
}

/** The cart rules of {@link createCartLedger}. */
export type CartLedger<Owner> = ReturnType<typeof createCartLedger<Owner>>;
