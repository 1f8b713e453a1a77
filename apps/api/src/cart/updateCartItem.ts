import { type CartItemInput, MAX_LINE_QTY } from '@citerne/core-api/contract';
import type { CommerceContext } from '../commerce/CommerceContext';
import { isStorableId } from '../commerce/isStorableId';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { CommerceError } from '../platform/CommerceError';
import { openCart } from './openCart';
import type { CartItemRow } from './priceCart';
import { type ResolvedLine, resolveLine } from './resolveLine';

/** Most lines one cart holds (the place-order contract takes at most 200). */
export const MAX_CART_LINES = 200;

/**
 * `cart/update` (SPEC §7): adds a line, or with `item_id` changes that line (quantity, variant or
 * options). The product and options are checked against the catalogue; a line equal to one already
 * in the cart (same sku and options) raises its quantity instead of appearing twice (SPEC §4 "Cart").
 * Out-of-stock products may be added (SPEC §4 "Stock status"); stock is taken when ordering.
 * @example
 * const { item, resolved } = await updateCartItem(context, cartId, null, { sku: 'CS-EP-5', qty: 1 });
 */
export async function updateCartItem(
  context: CommerceContext,
  cartId: string,
  customer: AuthenticatedCustomer | null,
  input: Omit<CartItemInput, 'quoteId' | 'product_type'> & { product_option?: unknown },
): Promise<{ item: CartItemRow; resolved: ResolvedLine }> {
  const now = context.settings.now();
  const taxRules = await context.taxRules();
  return context.db.transaction().execute(async (trx) => {
    const cart = await openCart(trx, cartId, customer, { lock: true });
    const resolved = await resolveLine(trx, input as Parameters<typeof resolveLine>[1], {
      taxRules,
      context: { country: cart.shipping_address?.country_id ?? 'FR', customerGroupId: customer?.groupId ?? 0, now },
    });
    const checkQty = (qty: number) => {
      if (resolved.maxSaleQty !== null && qty > resolved.maxSaleQty) {
        throw new CommerceError(400, `Only ${resolved.maxSaleQty} of this type available`, 'QTY_TOO_HIGH');
      }
      if (qty > MAX_LINE_QTY) throw new CommerceError(400, `At most ${MAX_LINE_QTY} units per line.`, 'QTY_TOO_HIGH');
      return qty;
    };
    const fields = {
      sku: resolved.sku,
      parent_sku: resolved.parentSku,
      product_type: resolved.productType,
      product_option: resolved.option === null ? null : JSON.stringify(resolved.option),
      option_key: resolved.optionKey,
      updated_at: now,
    };
    const same = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .where('sku', '=', resolved.sku)
      .where('option_key', '=', resolved.optionKey)
      .executeTakeFirst();
    let item: CartItemRow;
    if (input.item_id !== undefined) {
      const edited = await trx
        .selectFrom('cart_items')
        .select('id')
        .where('id', '=', isStorableId(input.item_id) ? input.item_id : 0)
        .where('cart_id', '=', cart.id)
        .executeTakeFirst();
      if (!edited) throw new CommerceError(404, `No item ${input.item_id} in this cart.`, 'CART_ITEM_NOT_FOUND');
      // Configuring a line into one the cart already has: the two become one line holding both
      // quantities, so the other line's own quantity is not lost.
      const merging = same !== undefined && same.id !== edited.id;
      if (merging) await trx.deleteFrom('cart_items').where('id', '=', edited.id).execute();
      item = await trx
        .updateTable('cart_items')
        .set({ ...fields, qty: checkQty(merging ? same.qty + input.qty : input.qty) })
        .where('id', '=', same?.id ?? edited.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else if (same) {
      item = await trx
        .updateTable('cart_items')
        .set({ ...fields, qty: checkQty(same.qty + input.qty) })
        .where('id', '=', same.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      const count = await trx
        .selectFrom('cart_items')
        .select((eb) => eb.fn.countAll<string>().as('lines'))
        .where('cart_id', '=', cart.id)
        .executeTakeFirstOrThrow();
      if (Number(count.lines) >= MAX_CART_LINES) {
        throw new CommerceError(400, `A cart holds at most ${MAX_CART_LINES} lines.`, 'CART_FULL');
      }
      item = await trx
        .insertInto('cart_items')
        .values({ ...fields, cart_id: cart.id, qty: checkQty(input.qty), created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', cart.id).execute();
    return { item, resolved };
  });
}
