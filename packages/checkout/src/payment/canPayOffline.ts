/** The payment methods an order placed offline may use: nothing to pay before the order reaches the shop. */
export const OFFLINE_PAYMENT_METHODS: readonly string[] = ['cashondelivery', 'banktransfer'];

/**
 * Whether an order paid this way can be kept while offline and sent later (SPEC §4 "Offline and online"). Cash on
 * delivery and bank transfer are paid after the order; a card is paid on the provider's page, which needs the
 * network at once.
 * @example
 * canPayOffline('cashondelivery'); // true
 * canPayOffline('payplug'); // false
 */
export function canPayOffline(paymentMethodCode: string): boolean {
  return OFFLINE_PAYMENT_METHODS.includes(paymentMethodCode);
}
