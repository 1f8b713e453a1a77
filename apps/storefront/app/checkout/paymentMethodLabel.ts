import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The name of an order's payment method in the shop's language (the platform's codes: cash on delivery, bank
 * transfer and the two card providers reached by redirect, SPEC §7 "Payment redirects").
 *
 * @example
 * paymentMethodLabel(i18n, 'cashondelivery'); // 'Paiement à la livraison'
 */
export function paymentMethodLabel(i18n: I18n, code: string): string {
  switch (code) {
    case 'cashondelivery':
      return i18n._(msg`Cash on delivery`);
    case 'banktransfer':
      return i18n._(msg`Bank transfer`);
    case 'systempay':
    case 'payplug':
      return i18n._(msg`Bank card`);
    default:
      return code;
  }
}
