import type { PaymentMethod } from '@citerne/core-api/contract';
import { CASH_ON_DELIVERY } from './cashOnDelivery';

/** The payment methods to offer, knowing whether the cart is virtual (SPEC §4: no cash on delivery then). */
export function offeredPaymentMethods(methods: readonly PaymentMethod[], isVirtual: boolean): PaymentMethod[] {
  return isVirtual ? methods.filter((method) => method.code !== CASH_ON_DELIVERY) : [...methods];
}
