import type { CartBackend } from '@citerne/cart-sync';
import { ApiError, NetworkError } from '@citerne/core-api';
import {
  CartItemInputSchema,
  type PaymentMethod,
  type Product,
  type ServerCartItem,
  type StockItem,
  type Totals,
} from '@citerne/core-api/contract';
import * as v from 'valibot';

/** Options of {@link storyCartBackend}. */
export interface StoryCartBackendOptions {
  /** What the shop sells (a configurable product sells its variants). */
  readonly products: readonly Product[];
  /** Skus the stock check answers `out_of_stock` for; every other known sku is `ok`. */
  readonly outOfStock?: readonly string[];
  /** Milliseconds every call waits before answering, so the syncing state can be seen (default 0). */
  readonly latencyMs?: number;
  /** Whether the network is up; when it returns false every call fails with a `NetworkError`. */
  readonly isOnline?: () => boolean;
}

/** The in-memory server cart of the stories, with the controls a story needs. */
export interface StoryCartBackend extends CartBackend {
  /** The server carts by id: their lines as the server holds them. */
  readonly carts: ReadonlyMap<string, readonly ServerCartItem[]>;
  /** Holds every answer (those under way too) until {@link StoryCartBackend.resume}: the cart stays syncing. */
  pause(): void;
  resume(): void;
  /** The stock ran out (or came back) for a sku after it was added. */
  setOutOfStock(sku: string, outOfStock: boolean): void;
  /** Changes how long every call waits before answering. */
  setLatency(milliseconds: number): void;
}

interface Sellable {
  readonly sku: string;
  readonly name: string;
  readonly type: string;
  /** Unit price excl. tax, in cents. */
  readonly priceCents: number;
  /** Unit price incl. tax, in cents. */
  readonly priceInclTaxCents: number;
  readonly maxSaleQty: number | undefined;
}

interface ServerLine {
  readonly id: number;
  readonly sku: string;
  readonly key: string;
  qty: number;
  readonly option: ServerCartItem['product_option'];
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => amount / 100;

// SPEC §9 "Default shipping: DPD Courier flat rate, amount 4, incl. tax 5".
const SHIPPING_CENTS = 400;
const SHIPPING_INCL_TAX_CENTS = 500;

const PAYMENT_METHODS: PaymentMethod[] = [
  { code: 'cashondelivery', title: 'Paiement à la livraison', cost: 0, default: true },
  { code: 'banktransfer', title: 'Virement bancaire', cost: 0 },
];

const refused = (status: number, message: string, code: string) =>
  new ApiError({ status, message, code, result: { message, code } });

function sellables(products: readonly Product[]): Map<string, Sellable> {
  const entries = products.flatMap((product) => {
    const own = {
      name: product.name,
      type: product.type_id ?? 'simple',
      price: product.price ?? 0,
      priceInclTax: product.price_incl_tax ?? product.price ?? 0,
      maxSaleQty: product.stock?.max_sale_qty ?? undefined,
    };
    const variants =
      product.type_id === 'configurable'
        ? (product.configurable_children ?? []).map((child) => ({
            ...own,
            sku: child.sku,
            name: child.name ?? own.name,
            type: 'simple',
            price: child.price ?? own.price,
            priceInclTax: child.price_incl_tax ?? own.priceInclTax,
            maxSaleQty: child.stock?.max_sale_qty ?? own.maxSaleQty,
          }))
        : [{ ...own, sku: product.sku }];
    return variants.map((entry): [string, Sellable] => [
      entry.sku,
      {
        sku: entry.sku,
        name: entry.name,
        type: entry.type,
        priceCents: cents(entry.price),
        priceInclTaxCents: cents(entry.priceInclTax),
        maxSaleQty: entry.maxSaleQty,
      },
    ]);
  });
  return new Map(entries);
}

/**
 * A small in-memory server cart for the stories, with the semantics of the shop API (SPEC §7 cart and
 * stock calls): carts in a Map, lines with an `item_id`, a line equal to one already in the cart
 * raises its quantity, `item_id` sets a line's quantity, quantities above a product's maximum refused
 * ("Only {n} of this type available"), totals with the French segments of SPEC §9 ("Sous total HT",
 * "Frais de port TTC", "Taxe", "Total TTC"), stock `ok` unless the sku is listed out of stock. It can
 * answer late (`latencyMs`), be paused so the syncing state stays on screen, and be offline.
 * @example
 * const backend = storyCartBackend({ products: [tank, tarpaulin], outOfStock: ['VA-PVC-40'], latencyMs: 300 });
 * const cartSync = createCartSync({ backend, storage: null });
 */
export function storyCartBackend({
  products,
  outOfStock = [],
  latencyMs: initialLatency = 0,
  isOnline = () => true,
}: StoryCartBackendOptions): StoryCartBackend {
  const catalogue = sellables(products);
  const missing = new Set(outOfStock);
  const carts = new Map<string, ServerLine[]>();
  let nextCart = 1;
  let nextItem = 1;
  let latencyMs = initialLatency;
  let gate: { promise: Promise<void>; open: () => void } | null = null;

  const answer = async () => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    while (gate) await gate.promise;
    if (!isOnline()) throw new NetworkError('story://cart', new TypeError('Failed to fetch'));
  };

  const cartOf = (cartId: string): ServerLine[] => {
    const lines = carts.get(cartId);
    if (!lines) throw refused(404, `No such cart: ${cartId}.`, 'CART_NOT_FOUND');
    return lines;
  };

  const productOf = (sku: string): Sellable => {
    const product = catalogue.get(sku);
    if (!product) throw refused(404, `Product ${sku} does not exist.`, 'PRODUCT_NOT_FOUND');
    return product;
  };

  const serverItem = (cartId: string, line: ServerLine): ServerCartItem => {
    const product = productOf(line.sku);
    return {
      item_id: line.id,
      sku: line.sku,
      qty: line.qty,
      quote_id: cartId,
      name: product.name,
      price: euros(product.priceCents),
      price_incl_tax: euros(product.priceInclTaxCents),
      product_type: product.type,
      ...(line.option ? { product_option: line.option } : {}),
    };
  };

  const checked = (product: Sellable, qty: number) => {
    if (product.maxSaleQty !== undefined && qty > product.maxSaleQty) {
      throw refused(400, `Only ${product.maxSaleQty} of this type available`, 'QTY_TOO_HIGH');
    }
    return qty;
  };

  const totalsOf = (lines: readonly ServerLine[]): Totals => {
    const items = lines.map((line) => {
      const product = productOf(line.sku);
      return {
        item_id: line.id,
        qty: line.qty,
        name: product.name,
        price: euros(product.priceCents),
        price_incl_tax: euros(product.priceInclTaxCents),
        row_total: euros(product.priceCents * line.qty),
        row_total_incl_tax: euros(product.priceInclTaxCents * line.qty),
        discount_amount: 0,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + productOf(line.sku).priceCents * line.qty, 0);
    const subtotalInclTax = lines.reduce((sum, line) => sum + productOf(line.sku).priceInclTaxCents * line.qty, 0);
    const shipping = lines.length > 0 ? SHIPPING_CENTS : 0;
    const shippingInclTax = lines.length > 0 ? SHIPPING_INCL_TAX_CENTS : 0;
    const tax = subtotalInclTax - subtotal + (shippingInclTax - shipping);
    const grandTotal = subtotalInclTax + shippingInclTax;
    return {
      subtotal: euros(subtotal),
      subtotal_incl_tax: euros(subtotalInclTax),
      shipping_amount: euros(shipping),
      shipping_incl_tax: euros(shippingInclTax),
      tax_amount: euros(tax),
      base_tax_amount: euros(tax),
      discount_amount: 0,
      grand_total: euros(grandTotal),
      base_grand_total: euros(grandTotal),
      coupon_code: null,
      items_qty: lines.reduce((sum, line) => sum + line.qty, 0),
      items,
      // SPEC §9 "Totals segment titles (French)".
      total_segments: [
        { code: 'subtotal', title: 'Sous total HT', value: euros(subtotal) },
        { code: 'shipping', title: 'Frais de port TTC', value: euros(shippingInclTax) },
        { code: 'tax', title: 'Taxe', value: euros(tax) },
        { code: 'grand_total', title: 'Total TTC', value: euros(grandTotal) },
      ],
      payment_methods: PAYMENT_METHODS,
    };
  };

  const stockOf = (product: Sellable): StockItem => {
    const out = missing.has(product.sku);
    return {
      product_id: 1,
      product_sku: product.sku,
      qty: out ? 0 : 100,
      is_in_stock: !out,
      manage_stock: true,
      stock_status: out ? 'out_of_stock' : 'ok',
    };
  };

  return {
    guestFallback: false,
    get carts() {
      return new Map([...carts].map(([id, lines]) => [id, lines.map((line) => serverItem(id, line))]));
    },
    async createCart() {
      await answer();
      const id = `story-cart-${nextCart++}`;
      carts.set(id, []);
      return id;
    },
    async pull(cartId) {
      await answer();
      return cartOf(cartId).map((line) => serverItem(cartId, line));
    },
    async update(cartId, cartItem) {
      await answer();
      const parsed = v.safeParse(CartItemInputSchema, cartItem);
      if (!parsed.success) throw refused(400, v.summarize(parsed.issues), 'BAD_REQUEST');
      const input = parsed.output;
      const lines = cartOf(cartId);
      const product = productOf(input.sku);
      const key = `${input.sku}|${JSON.stringify(input.product_option?.extension_attributes?.custom_options ?? [])}`;
      if (input.item_id !== undefined) {
        const line = lines.find((candidate) => candidate.id === input.item_id);
        if (!line) throw refused(404, `No item ${input.item_id} in this cart.`, 'CART_ITEM_NOT_FOUND');
        line.qty = checked(product, input.qty);
        return serverItem(cartId, line);
      }
      const same = lines.find((line) => line.key === key);
      if (same) {
        same.qty = checked(product, same.qty + input.qty);
        return serverItem(cartId, same);
      }
      const line: ServerLine = {
        id: nextItem++,
        sku: input.sku,
        key,
        qty: checked(product, input.qty),
        option: input.product_option as ServerCartItem['product_option'],
      };
      lines.push(line);
      return serverItem(cartId, line);
    },
    async delete(cartId, itemId) {
      await answer();
      const lines = cartOf(cartId);
      const index = lines.findIndex((line) => line.id === itemId);
      if (index < 0) throw refused(404, `No item ${itemId} in this cart.`, 'CART_ITEM_NOT_FOUND');
      lines.splice(index, 1);
      return true;
    },
    async totals(cartId) {
      await answer();
      return totalsOf(cartOf(cartId));
    },
    async paymentMethods(cartId) {
      await answer();
      cartOf(cartId);
      return PAYMENT_METHODS;
    },
    async applyCoupon(cartId) {
      await answer();
      cartOf(cartId);
      throw refused(400, 'Incorrect coupon code', 'COUPON_INVALID');
    },
    async deleteCoupon(cartId) {
      await answer();
      cartOf(cartId);
      return true;
    },
    async checkStock(sku) {
      await answer();
      return stockOf(productOf(sku));
    },
    async listStock(skus) {
      await answer();
      return skus.flatMap((sku) => {
        const product = catalogue.get(sku);
        return product ? [stockOf(product)] : [];
      });
    },
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
    setLatency(milliseconds) {
      latencyMs = milliseconds;
    },
    setOutOfStock(sku, out) {
      if (out) missing.add(sku);
      else missing.delete(sku);
    },
  };
}
