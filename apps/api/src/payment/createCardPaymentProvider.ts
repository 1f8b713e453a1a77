import type { CardProviderSettings } from '../commerce/CommerceSettings';
import type { CardPaymentProvider } from './CardPaymentProvider';
import { createSandboxProvider } from './createSandboxProvider';
import { createPayPlugProvider } from './payplug/createPayPlugProvider';
import { createSystempayProvider } from './systempay/createSystempayProvider';

/**
 * The driver of a configured card payment provider: the embedded sandbox, Systempay or PayPlug.
 * @example
 * const providers = settings.cardProviders.map((provider) => createCardPaymentProvider(provider, settings.publicUrl));
 */
export function createCardPaymentProvider(settings: CardProviderSettings, publicUrl: string): CardPaymentProvider {
  switch (settings.driver) {
    case 'sandbox':
      return createSandboxProvider(settings, publicUrl);
    case 'systempay':
      return createSystempayProvider(settings, publicUrl);
    case 'payplug':
      return createPayPlugProvider(settings, publicUrl);
    default:
      return settings satisfies never;
  }
}
