import { MAX_LINE_QTY, type ReorderResult } from '@citerne/core-api/contract';
import { createCart } from '../cart/createCart';
import { findUsableCoupon } from '../cart/findUsableCoupon';
import { mergeCartLines } from '../cart/mergeCartLines';
import { openCart } from '../cart/openCart';
import { type ResolvedLine, resolveLine } from '../cart/resolveLine';
import { MAX_CART_LINES } from '../cart/updateCartItem';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { CommerceError } from '../platform/CommerceError';
import type { OrderRow } from './openOrder';

/**
 * `POST /api/order/{orderNumber}/reorder`: puts an order's lines (sku, parent sku, options, quantity) in
 * a server cart — a new guest cart, or the customer's own cart with a user token, merged as a guest cart
 * is on login (`mergeCartLines`: a line already there keeps the larger quantity). Every line is checked
 * against today's catalogue (`resolveLine`, so prices are today's); a line that can no longer be sold
 * (unknown, disabled, variant or options gone) or whose stock cannot cover it is left out and its sku
 * answered in `skipped`. The order's coupon comes along when it is still usable.
 * @example
 * const { cartId, skipped } = await reorder(context, order, customer);
 */
export async function reorder(
  context: CommerceContext,
  order: OrderRow,
  customer: AuthenticatedCustomer | null,
): Promise<ReorderResult> {
  const now = context.settings.now();
  const pricing = {
    taxRules: await context.taxRules(),
    context: { country: 'FR', customerGroupId: customer?.groupId ?? 0, now },
  };
  const items = await context.db
    .selectFrom('order_items')
    .select(['sku', 'qty_ordered', 'product_option'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const skipped: string[] = [];
  const lines: { resolved: ResolvedLine; qty: number }[] = [];
  for (const item of items) {
    try {
      const resolved = await resolveLine(context.db, { sku: item.sku, product_option: item.product_option }, pricing);
      lines.push({ resolved, qty: Math.min(item.qty_ordered, resolved.maxSaleQty ?? MAX_LINE_QTY, MAX_LINE_QTY) });
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      skipped.push(item.sku);
    }
  }
  const skus = [...new Set(lines.flatMap(({ resolved }) => resolved.stockPerUnit.map((move) => move.sku)))];
  const stock = new Map(
    skus.length === 0
      ? []
      : (
          await context.db
            .selectFrom('stock_items')
            .select(['sku', 'qty', 'is_in_stock', 'manage_stock'])
            .where('sku', 'in', skus)
            .execute()
        ).map((row) => [row.sku, row]),
  );
  const sellable = lines.filter(({ resolved, qty }) => {
    const covered = resolved.stockPerUnit.every((move) => {
      const row = stock.get(move.sku);
      return row?.manage_stock !== true || (row.is_in_stock && row.qty >= move.qty * qty);
    });
    if (!covered) skipped.push(resolved.sku);
    return covered;
  });

  const cartId = await createCart(context, customer?.id ?? null);
  await context.db.transaction().execute(async (trx) => {
    const cart = await openCart(trx, cartId, customer, { lock: true });
    const present = await trx
      .selectFrom('cart_items')
      .select(['id', 'sku', 'option_key', 'qty'])
      .where('cart_id', '=', cart.id)
      .execute();
    // Order lines get negative ids in the plan: they are not cart rows yet.
    const plan = mergeCartLines(
      present.map((row) => ({ id: row.id, sku: row.sku, optionKey: row.option_key, qty: row.qty })),
      sellable.map(({ resolved, qty }, index) => ({
        id: -(index + 1),
        sku: resolved.sku,
        optionKey: resolved.optionKey,
        qty,
      })),
    );
    for (const { id, qty } of plan.raise) {
      await trx.updateTable('cart_items').set({ qty, updated_at: now }).where('id', '=', id).execute();
    }
    const room = Math.max(0, MAX_CART_LINES - present.length);
    for (const line of plan.move.slice(room)) skipped.push(line.sku);
    const moved = plan.move.slice(0, room).flatMap((line) => sellable[-line.id - 1] ?? []);
    if (moved.length > 0) {
      await trx
        .insertInto('cart_items')
        .values(
          moved.map(({ resolved, qty }) => ({
            cart_id: cart.id,
            sku: resolved.sku,
            parent_sku: resolved.parentSku,
            product_type: resolved.productType,
            qty,
            product_option: resolved.option === null ? null : JSON.stringify(resolved.option),
            option_key: resolved.optionKey,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const coupon =
      order.coupon_code !== null && cart.coupon_code === null
        ? await findUsableCoupon(trx, order.coupon_code, now)
        : null;
    await trx
      .updateTable('carts')
      .set({ updated_at: now, ...(coupon ? { coupon_code: coupon.code } : {}) })
      .where('id', '=', cart.id)
      .execute();
  });
  return { cartId, skipped: [...new Set(skipped)] };
}
