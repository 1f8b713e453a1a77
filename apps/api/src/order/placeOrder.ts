import type { PlaceOrderRequestSchema } from '@citerne/core-api/contract';
import { fromCents } from '@citerne/pricing';
import { sql } from 'kysely';
import type * as v from 'valibot';
import { assertShippingMethod } from '../cart/assertShippingMethod';
import { openCart } from '../cart/openCart';
import { priceCart } from '../cart/priceCart';
import type { CommerceContext } from '../commerce/CommerceContext';
import { canonicalJson } from '../commerce/canonicalJson';
import { randomToken } from '../commerce/randomToken';
import { sha256Hex } from '../commerce/sha256Hex';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { StockMove } from '../db/schema';
import { bankTransferInstructions } from '../payment/bankTransferInstructions';
import { openPaymentSession } from '../payment/openPaymentSession';
import { BANK_TRANSFER, paymentMethodsFor } from '../payment/paymentMethodsFor';
import { CommerceError } from '../platform/CommerceError';
import { notifyStockChanged } from '../search/searchBackends';
import { takeStock } from '../stock/takeStock';
import { matchOrderedProducts } from './matchOrderedProducts';
import { orderConfirmationMail } from './orderConfirmationMail';
import { ADDRESS_INVALID, type PlacedOrder } from './PlacedOrder';

/** The validated body of `POST /api/order`. */
export type PlaceOrderBody = v.InferOutput<typeof PlaceOrderRequestSchema>;

/** Largest order total the platform stores (euro cents). */
const MAX_ORDER_CENTS = 2_000_000_000;

/**
 * `POST /api/order` (SPEC §4 "Place order", §7): turns the server cart into an order in one
 * transaction. The idempotency key (the `Idempotency-Key` header, else the client's `order_id`) is
 * locked first: a replay of the same request returns the first result, the same key with another
 * request is refused (422). Prices and totals are recomputed from the catalogue in the tax country of
 * the shipping address; the ordered products must be the cart's; the address must be one the shop
 * delivers to ("Address in checkout contains invalid data, order cancelled"); stock is taken under row
 * locks so the last unit is sold once; a single-use coupon is spent; the cart is closed; an order
 * number is assigned; a card payment opens a provider session; the confirmation mail goes to the outbox.
 * The provider session is opened inside the transaction (an HTTP call for PayPlug, bounded by its
 * timeout): an order then never exists without its session, and a provider that fails rolls the whole
 * order back (stock, coupon, cart untouched) so the same request can simply be sent again.
 * @example
 * const { result, replayed } = await placeOrder(context, body, idempotencyKey, customer);
 */
export async function placeOrder(
  context: CommerceContext,
  body: PlaceOrderBody,
  idempotencyKey: string,
  customer: AuthenticatedCustomer | null,
): Promise<{ result: PlacedOrder; replayed: boolean }> {
  const { settings } = context;
  const fingerprint = sha256Hex(canonicalJson({ body, customer: customer?.id ?? null }));
  const taxRules = await context.taxRules();
  const outcome = await context.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`order:${idempotencyKey}`}, 0))`.execute(trx);
    const previous = await trx
      .selectFrom('orders')
      .select(['request_fingerprint', 'result'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (previous) {
      if (previous.request_fingerprint !== fingerprint) {
        throw new CommerceError(
          422,
          'This idempotency key was already used for a different order request.',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      return { result: previous.result as unknown as PlacedOrder, replayed: true, skus: [] as string[] };
    }
    const now = settings.now();
    const info = body.addressInformation;
    const shipping = info.shippingAddress;
    const cart = await openCart(trx, body.cart_id, customer, { lock: true });
    const priced = await priceCart(context, { ...cart, payment_method: info.payment_method_code }, customer, {
      db: trx,
      country: shipping.country_id,
      taxRules,
    });
    if (priced.unavailable.length > 0) {
      throw new CommerceError(409, 'Some ordered products not available', 'PRODUCT_UNAVAILABLE', {
        skus: priced.unavailable.map(({ item }) => item.sku),
      });
    }
    if (priced.lines.length === 0) throw new CommerceError(409, 'The cart is empty.', 'CART_EMPTY');
    matchOrderedProducts(body.products, priced.lines);
    if (!priced.isVirtual && !settings.shippingCountries.includes(shipping.country_id)) {
      throw new CommerceError(400, ADDRESS_INVALID, 'ADDRESS_INVALID', {
        details: `The shop does not deliver to ${shipping.country_id}.`,
      });
    }
    assertShippingMethod(
      settings,
      shipping.country_id,
      info.shipping_carrier_code,
      info.shipping_method_code,
      priced.isVirtual,
    );
    const method = paymentMethodsFor(settings, priced.isVirtual).find((m) => m.code === info.payment_method_code);
    if (!method) {
      throw new CommerceError(
        400,
        `Payment method ${info.payment_method_code} is not available for this order.`,
        'PAYMENT_METHOD_INVALID',
      );
    }
    const { totals } = priced;
    if (Math.max(totals.grandTotal, totals.subtotalInclTax) > MAX_ORDER_CENTS) {
      throw new CommerceError(422, 'The order total is too large to be placed online.', 'ORDER_TOO_LARGE');
    }
    const moves: StockMove[][] = priced.lines.map(({ item, resolved }) =>
      resolved.stockPerUnit.map((move) => ({ sku: move.sku, qty: move.qty * item.qty })),
    );
    await takeStock(trx, moves.flat(), now);
    const { next } = await sql<{ next: string }>`select nextval('order_numbers') as next`
      .execute(trx)
      .then((result) => result.rows[0] ?? { next: '0' });
    const orderNumber = String(next).padStart(9, '0');
    const provider = context.paymentProviders.get(method.code);
    const accessKey = randomToken(18);
    const couponCode = priced.couponPercent === null ? null : cart.coupon_code;
    const order = await trx
      .insertInto('orders')
      .values({
        increment_id: orderNumber,
        idempotency_key: idempotencyKey,
        request_fingerprint: fingerprint,
        access_key: accessKey,
        cart_id: cart.id,
        customer_id: customer?.id ?? null,
        customer_email: info.billingAddress.email,
        status: provider ? 'pending_payment' : 'pending',
        state: provider ? 'pending_payment' : 'new',
        payment_method: method.code,
        shipping_carrier_code: priced.isVirtual ? null : info.shipping_carrier_code,
        shipping_method_code: priced.isVirtual ? null : info.shipping_method_code,
        shipping_description: totals.shipping?.description ?? null,
        shipping_address: priced.isVirtual ? null : JSON.stringify(shipping),
        billing_address: JSON.stringify(info.billingAddress),
        coupon_code: couponCode,
        subtotal: totals.subtotal,
        subtotal_incl_tax: totals.subtotalInclTax,
        shipping_amount: totals.shipping?.excl ?? 0,
        shipping_incl_tax: totals.shipping?.incl ?? 0,
        discount_amount: totals.discount,
        tax_amount: totals.tax,
        grand_total: totals.grandTotal,
        total_qty: totals.itemsQty,
        result: JSON.stringify({}),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        totals.lines.map((line, index) => {
          const resolved = priced.lines[index]?.resolved;
          return {
            order_id: order.id,
            sku: line.sku,
            parent_sku: resolved?.parentSku ?? null,
            product_id: resolved?.productId ?? null,
            name: line.name,
            product_type: line.productType,
            qty_ordered: line.qty,
            price: line.unit.excl,
            price_incl_tax: line.unit.incl,
            row_total: line.rowExcl,
            row_total_incl_tax: line.rowIncl,
            tax_amount: line.rowTax - (line.discountIncl - line.discountExcl),
            tax_percent: line.taxPercent,
            discount_amount: line.discountIncl,
            product_option: line.option === null ? null : JSON.stringify(line.option),
            stock_moves: JSON.stringify(moves[index] ?? []),
          };
        }),
      )
      .execute();
    if (couponCode !== null) {
      const spent = await trx
        .updateTable('coupons')
        .set({ used_at: now, used_by_order_id: order.id })
        .where('code', '=', couponCode)
        .where((eb) => eb.or([eb('single_use', '=', false), eb('used_at', 'is', null)]))
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) === 0) throw new CommerceError(409, 'Incorrect coupon code', 'COUPON_INVALID');
    }
    await trx.updateTable('carts').set({ status: 'ordered', updated_at: now }).where('id', '=', cart.id).execute();
    const paymentRedirectUrl = provider
      ? await openPaymentSession(trx, context, provider, {
          id: order.id,
          orderNumber,
          accessKey,
          amount: totals.grandTotal,
          currency: 'EUR',
          email: info.billingAddress.email,
          billingAddress: info.billingAddress,
          shippingAddress: priced.isVirtual ? null : shipping,
          attempt: 1,
        })
      : null;
    const result: PlacedOrder = {
      orderId: order.id,
      orderNumber,
      status: provider ? 'pending_payment' : 'pending',
      paymentRedirectUrl,
      accessKey,
      grandTotal: fromCents(totals.grandTotal),
      paymentMethod: method.code,
      ...(method.code === BANK_TRANSFER
        ? { paymentInstructions: bankTransferInstructions(settings, orderNumber) }
        : {}),
    };
    // The answer is the stored one, so the first answer and every replay are the same bytes.
    const stored = await trx
      .updateTable('orders')
      .set({ result: JSON.stringify(result) })
      .where('id', '=', order.id)
      .returning('result')
      .executeTakeFirstOrThrow();
    await context.outbox.enqueue(trx, orderConfirmationMail(settings, result, info.billingAddress, totals));
    return {
      result: stored.result as unknown as PlacedOrder,
      replayed: false,
      skus: [...new Set(moves.flat().map((move) => move.sku))],
    };
  });
  if (!outcome.replayed) {
    void context.outbox.deliver();
    // The search index's in-stock filters follow the stock just taken.
    void notifyStockChanged(context.database, outcome.skus).catch((error: unknown) => {
      console.error('Search index stock update failed:', error);
    });
  }
  return { result: outcome.result, replayed: outcome.replayed };
}
