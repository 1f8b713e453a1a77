import type { CardProviderSettings } from '../commerce/CommerceSettings';
import { PAYPLUG_API_URL } from './loadCardProviders';

/** PayPlug's hosted payment pages (`hosted_payment.payment_url` of its live and test API). */
export const PAYPLUG_HOSTED_PAYMENT_ORIGIN = 'https://secure.payplug.com';

/**
 * The origins the shop's pages may send the shopper's browser to with a form (`form-action` of the shop's
 * Content-Security-Policy), derived from the configured card providers: Systempay's payment page
 * (`PAYMENT_SYSTEMPAY_URL`), PayPlug's hosted pages (and the origin of `PAYMENT_PAYPLUG_API_URL` when it is not
 * PayPlug's, e.g. a stand-in that serves its own pages). The embedded sandbox's pages are the shop's own: no origin.
 * @example
 * cardProviderOrigins(settings.cardProviders); // ['https://paiement.systempay.fr', 'https://secure.payplug.com']
 */
export function cardProviderOrigins(providers: readonly CardProviderSettings[]): string[] {
  const origins = providers.flatMap((provider) => {
    if (provider.driver === 'systempay') return [new URL(provider.paymentUrl).origin];
    if (provider.driver === 'payplug') {
      const api = new URL(provider.apiUrl).origin;
      return api === new URL(PAYPLUG_API_URL).origin
        ? [PAYPLUG_HOSTED_PAYMENT_ORIGIN]
        : [PAYPLUG_HOSTED_PAYMENT_ORIGIN, api];
    }
    return [];
  });
  return [...new Set(origins)];
}
