import type { PaymentMethod } from '@citerne/core-api/contract';
import { isVirtualCart } from '../cart/isVirtualCart';
import { offeredPaymentMethods } from './offeredPaymentMethods';

/**
 * The payment methods to offer for these lines: cash on delivery is hidden for a virtual cart, where
 * every item is virtual or downloadable (SPEC §4 "Cart"). The others are offered as the server gives them.
 * @example
 * availablePaymentMethods(cart.paymentMethods, cart.items).map((method) => method.code); // ['banktransfer', …]
 */
export function availablePaymentMethods(
  methods: readonly PaymentMethod[],
  items: readonly { readonly type_id?: string | undefined; readonly product_type?: string | undefined }[],
): PaymentMethod[] {
  return offeredPaymentMethods(methods, isVirtualCart(items));
}
