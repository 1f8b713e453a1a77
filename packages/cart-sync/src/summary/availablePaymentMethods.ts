import type { PaymentMethod } from '@citerne/core-api/contract';

/** The payment method code of cash on delivery (SPEC §9: the default method, cost 0). */
export const CASH_ON_DELIVERY = 'cashondelivery';

const VIRTUAL_TYPES: readonly string[] = ['virtual', 'downloadable'];

/**
 * Whether nothing in the cart is shipped: every line is virtual or downloadable (SPEC §4 "Cart").
 * An empty cart is not virtual.
 * @example
 * isVirtualCart([{ sku: 'SV-INSTALL-50', qty: 1, type_id: 'virtual' }]); // true
 */
export function isVirtualCart(
  items: readonly { type_id?: string | undefined; product_type?: string | undefined }[],
): boolean {
  return items.length > 0 && items.every((item) => VIRTUAL_TYPES.includes(item.type_id ?? item.product_type ?? ''));
}

/**
 * The payment methods offered for these lines: cash on delivery is hidden for a virtual cart, where
 * every item is virtual or downloadable (SPEC §4 "Cart").
 * @example
 * availablePaymentMethods(methods, lines).map((method) => method.code);
 */
export function availablePaymentMethods(
  methods: readonly PaymentMethod[],
  items: readonly { type_id?: string | undefined; product_type?: string | undefined }[],
): PaymentMethod[] {
  if (!isVirtualCart(items)) return [...methods];
  return methods.filter((method) => method.code !== CASH_ON_DELIVERY);
}
