import { CASH_ON_DELIVERY, isVirtualCart } from '@citerne/checkout';
import { type TaxRule, toCents } from '@citerne/pricing';
import type { Kysely, Selectable } from 'kysely';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import type { CartItemTable, Database } from '../db/schema';
import { CommerceError } from '../platform/CommerceError';
import { type ComputedTotals, computeTotals } from './computeTotals';
import { findUsableCoupon } from './findUsableCoupon';
import { flatRateCharge } from './flatRateCharge';
import type { CartRow } from './openCart';
import { type ResolvedLine, resolveLine } from './resolveLine';

/** A cart item row as stored. */
export type CartItemRow = Selectable<CartItemTable>;

/** A cart priced from the catalogue: its lines, those that can no longer be sold, and its totals. */
export interface PricedCart {
  readonly cart: CartRow;
  readonly country: string;
  readonly isVirtual: boolean;
  readonly lines: { item: CartItemRow; resolved: ResolvedLine }[];
  readonly unavailable: { item: CartItemRow; reason: string }[];
  readonly couponPercent: number | null;
  readonly totals: ComputedTotals;
}

/**
 * Prices every line of a cart again from the catalogue (prices are never stored), in the tax
 * country of its shipping address (France until one is given), and adds up its totals with the
 * coupon, the DPD flat rate and the chosen payment method's cost. `country` prices it for another
 * destination (a shipping estimate) without changing it.
 * @example
 * const { totals } = await priceCart(context, cart, customer);
 */
export async function priceCart(
  context: CommerceContext,
  cart: CartRow,
  customer: AuthenticatedCustomer | null,
  {
    db = context.db,
    country: countryOverride,
    taxRules,
  }: { db?: Kysely<Database>; country?: string; taxRules?: readonly TaxRule[] } = {},
): Promise<PricedCart> {
  const items = await db.selectFrom('cart_items').selectAll().where('cart_id', '=', cart.id).orderBy('id').execute();
  const country = countryOverride ?? cart.shipping_address?.country_id ?? 'FR';
  const pricing = {
    // Inside a transaction (`db`), the rules must come with the call: a second connection could deadlock.
    taxRules: taxRules ?? (await context.taxRules()),
    context: { country, customerGroupId: customer?.groupId ?? 0, now: context.settings.now() },
  };
  const lines: PricedCart['lines'] = [];
  const unavailable: PricedCart['unavailable'] = [];
  for (const item of items) {
    try {
      const resolved = await resolveLine(db, { sku: item.sku, product_option: item.product_option }, pricing);
      lines.push({ item, resolved });
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      unavailable.push({ item, reason: error.message });
    }
  }
  const isVirtual = isVirtualCart(lines.map(({ resolved }) => ({ type_id: resolved.productType })));
  const coupon =
    cart.coupon_code === null ? null : await findUsableCoupon(db, cart.coupon_code, context.settings.now());
  const couponPercent = coupon?.percent ?? null;
  const paymentFee =
    cart.payment_method === CASH_ON_DELIVERY && !isVirtual ? toCents(context.settings.cashOnDeliveryCost) : 0;
  const totals = computeTotals({
    lines: lines.map(({ item, resolved }) => ({
      itemId: item.id,
      sku: resolved.sku,
      name: resolved.name,
      qty: item.qty,
      unit: resolved.unit,
      taxPercent: resolved.taxPercent,
      productType: resolved.productType,
      option: resolved.option,
    })),
    couponPercent,
    paymentFee,
    shippingFor: (amount) => (lines.length === 0 ? null : flatRateCharge(context.settings, country, amount, isVirtual)),
  });
  return { cart, country, isVirtual, lines, unavailable, couponPercent, totals };
}
