import type { CartCollectTotalsRequest } from '@citerne/core-api/contract';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { paymentMethodsFor } from '../payment/paymentMethodsFor';
import { CommerceError } from '../platform/CommerceError';
import { assertShippingMethod } from './assertShippingMethod';
import type { CartRow } from './openCart';
import { priceCart } from './priceCart';

/**
 * `cart/collect-totals` with `methods` (SPEC §7): stores the chosen payment method (one the cart is
 * offered: no cash on delivery for a virtual cart) and shipping method on the cart.
 * @example
 * await chooseCartMethods(context, cart, customer, { paymentMethod: { method: 'banktransfer' } });
 */
export async function chooseCartMethods(
  context: CommerceContext,
  cart: CartRow,
  customer: AuthenticatedCustomer | null,
  methods: NonNullable<CartCollectTotalsRequest['methods']>,
): Promise<void> {
  const priced = await priceCart(context, cart, customer);
  const changes: { payment_method?: string; shipping_carrier_code?: string; shipping_method_code?: string } = {};
  const payment = methods.paymentMethod?.method;
  if (payment !== undefined) {
    if (!paymentMethodsFor(context.settings, priced.isVirtual).some((method) => method.code === payment)) {
      throw new CommerceError(
        400,
        `Payment method ${payment} is not available for this cart.`,
        'PAYMENT_METHOD_INVALID',
      );
    }
    changes.payment_method = payment;
  }
  if (methods.shippingCarrierCode !== undefined || methods.shippingMethodCode !== undefined) {
    const carrier = methods.shippingCarrierCode ?? context.settings.flatRate.carrierCode;
    const method = methods.shippingMethodCode ?? context.settings.flatRate.methodCode;
    assertShippingMethod(context.settings, priced.country, carrier, method, priced.isVirtual);
    changes.shipping_carrier_code = carrier;
    changes.shipping_method_code = method;
  }
  if (Object.keys(changes).length === 0) return;
  await context.db
    .updateTable('carts')
    .set({ ...changes, updated_at: context.settings.now() })
    .where('id', '=', cart.id)
    .execute();
}
