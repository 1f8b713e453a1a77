import { CASH_ON_DELIVERY } from '@citerne/checkout';
import type { PaymentMethod } from '@citerne/core-api/contract';
import type { CommerceSettings } from '../commerce/CommerceSettings';

/** Payment method code of the embedded platform's bank transfer (cash on delivery's is the checkout's). */
export const BANK_TRANSFER = 'banktransfer';

/**
 * The payment methods offered for a cart (SPEC §3 "Payment method"): cash on delivery (the default,
 * SPEC §9, cost 0) except for a virtual cart (SPEC §4 "Cart"), bank transfer, and each card provider
 * reached by redirect.
 * @example
 * paymentMethodsFor(settings, false).map((method) => method.code); // ['cashondelivery', 'banktransfer', 'systempay', 'payplug']
 */
export function paymentMethodsFor(settings: CommerceSettings, isVirtual: boolean): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (!isVirtual) {
    methods.push({
      code: CASH_ON_DELIVERY,
      title: 'Paiement à la livraison',
      cost: settings.cashOnDeliveryCost,
      cost_incl_tax: settings.cashOnDeliveryCost,
      default: true,
      offline: true,
      is_server_method: true,
    });
  }
  methods.push({
    code: BANK_TRANSFER,
    title: 'Virement bancaire',
    cost: 0,
    cost_incl_tax: 0,
    default: isVirtual,
    offline: true,
    is_server_method: true,
  });
  for (const provider of settings.cardProviders) {
    methods.push({
      code: provider.code,
      title: provider.title,
      cost: 0,
      cost_incl_tax: 0,
      default: false,
      offline: false,
      is_server_method: true,
      redirect: true,
    });
  }
  return methods;
}
