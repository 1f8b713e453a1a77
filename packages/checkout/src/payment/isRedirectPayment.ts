import type { PaymentMethod } from '@citerne/core-api/contract';

/**
 * Whether paying with this method goes through a card provider's page (SPEC §7 "Payment redirects"):
 * the server marks those methods `redirect: true`; the order's answer then carries the page's URL.
 * @example
 * isRedirectPayment({ code: 'systempay', title: 'Carte bancaire', redirect: true }); // true
 */
export function isRedirectPayment(method: PaymentMethod): boolean {
  return (method as { readonly redirect?: unknown }).redirect === true;
}
