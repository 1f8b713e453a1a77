import type { PaymentMethod, ShippingMethod } from '@citerne/core-api/contract';

/**
 * What a step's validation needs to know about the cart: whether it is virtual (every line virtual or
 * downloadable: no shipping step, no cash on delivery, SPEC §4 "Cart"), and the shipping and payment
 * methods the server offers (when known, the chosen method must be one of them).
 * @example
 * const context: StepContext = { isVirtual: isVirtualCart(cart.items), paymentMethods: cart.paymentMethods };
 */
export interface StepContext {
  readonly isVirtual: boolean;
  readonly shippingMethods?: readonly ShippingMethod[] | undefined;
  readonly paymentMethods?: readonly PaymentMethod[] | undefined;
}
