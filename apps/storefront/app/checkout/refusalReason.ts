import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkoutMessageText } from './checkoutMessageText';

/**
 * Why the shop refused an order placed offline, in the shopper's language: the API's refusal codes (apps/api
 * placeOrder and takeStock: stock gone, cart or prices changed, coupon spent) get a plain explanation; other refusals show the
 * server's message.
 *
 * @example
 * refusalReason(i18n, { code: 'PRODUCT_UNAVAILABLE', message: 'Some ordered products not available' });
 */
export function refusalReason(i18n: I18n, refusal: { readonly code: string | null; readonly message: string }): string {
  switch (refusal.code) {
    case 'PRODUCT_UNAVAILABLE':
    case 'OUT_OF_STOCK':
      return i18n._(msg`an item is no longer available in the quantity ordered.`);
    case 'CART_CHANGED':
      return i18n._(msg`the cart or its prices changed since the order was prepared.`);
    case 'COUPON_INVALID':
      return i18n._(msg`the coupon code is no longer valid.`);
    default:
      return checkoutMessageText(i18n, refusal.message);
  }
}
