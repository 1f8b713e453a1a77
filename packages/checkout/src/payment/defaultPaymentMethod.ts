import type { PaymentMethod } from '@citerne/core-api/contract';

/**
 * The payment method to preselect: the one the server flags `default` (SPEC §9: cash on delivery),
 * else the first; `null` when there is none. Pass the methods of `availablePaymentMethods`.
 * @example
 * defaultPaymentMethod(availablePaymentMethods(cart.paymentMethods, cart.items))?.code; // 'cashondelivery'
 */
export function defaultPaymentMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return methods.find((method) => method.default === true) ?? methods[0] ?? null;
}
