/** Where the shopper comes back to on the storefront after a provider's payment page. */
export interface PaymentReturnUrls {
  /** `/checkout?order={orderNumber}&key={accessKey}`: the thank-you page. */
  readonly success: string;
  /** `/payment-fail/{orderNumber}?key={accessKey}`: refused or cancelled; the shopper may pay again. */
  readonly failure: string;
}

/**
 * The storefront addresses a card payment returns to (SPEC §7 "Payment redirects"). Both carry the
 * order's access key, so a guest can read the order there.
 * @example
 * paymentReturnUrls('https://shop.example', '000000012', 'k3y').failure; // 'https://shop.example/payment-fail/000000012?key=k3y'
 */
export function paymentReturnUrls(storefrontUrl: string, orderNumber: string, accessKey: string): PaymentReturnUrls {
  const success = new URL('/checkout', storefrontUrl);
  success.searchParams.set('order', orderNumber);
  success.searchParams.set('key', accessKey);
  const failure = new URL(`/payment-fail/${encodeURIComponent(orderNumber)}`, storefrontUrl);
  failure.searchParams.set('key', accessKey);
  return { success: success.toString(), failure: failure.toString() };
}
