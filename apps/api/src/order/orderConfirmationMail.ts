import { formatPrice, fromCents } from '@citerne/pricing';
import type { ComputedTotals } from '../cart/computeTotals';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import type { OutgoingMail } from '../mail/MailOutbox';
import { sellerMailSignature } from '../mail/sellerMailSignature';
import { withdrawalFormAttachment } from '../withdrawal/withdrawalFormAttachment';
import { withdrawalInformationText } from '../withdrawal/withdrawalInformationText';
import { withdrawalLink } from '../withdrawal/withdrawalLink';
import type { PlacedOrder } from './PlacedOrder';

/**
 * The order confirmation mail, in French, with the lines, the totals, how to pay, the withdrawal information with
 * the signed link of the online withdrawal function, the standard form attached as a file (art. L221-5, R221-1:
 * every order placed with this mail is `withdrawal_informed`), and the seller's identity.
 * @example
 * await outbox.enqueue(trx, orderConfirmationMail(settings, result, billingAddress, totals));
 */
export function orderConfirmationMail(
  settings: CommerceSettings,
  order: PlacedOrder,
  billing: { email: string; firstname: string },
  totals: ComputedTotals,
): OutgoingMail {
  const money = (cents: number) => formatPrice(fromCents(cents));
  const lines = totals.lines.map((line) => `- ${line.qty} × ${line.name} (${line.sku}) : ${money(line.rowIncl)}`);
  const payment =
    order.paymentInstructions !== undefined
      ? [
          `Merci de régler ${money(totals.grandTotal)} par virement à ${order.paymentInstructions.holder},`,
          `IBAN ${order.paymentInstructions.iban}, BIC ${order.paymentInstructions.bic}, référence ${order.orderNumber}.`,
        ]
      : order.paymentRedirectUrl !== null
        ? ['Votre paiement par carte est en cours de validation.']
        : ['Vous réglerez votre commande à la livraison.'];
  const invoice = new URL(`/invoice/${order.orderNumber}`, settings.storefrontUrl);
  invoice.searchParams.set('key', order.accessKey);
  return {
    kind: 'order_confirmation',
    to: billing.email,
    subject: `Votre commande n° ${order.orderNumber}`,
    text: [
      `Bonjour ${billing.firstname},`,
      '',
      `Nous avons bien reçu votre commande n° ${order.orderNumber}.`,
      '',
      ...lines,
      `Sous total HT : ${money(totals.subtotal)}`,
      ...(totals.discount > 0 ? [`Remise : -${money(totals.discount)}`] : []),
      ...(totals.shipping ? [`Frais de port TTC : ${money(totals.shipping.incl)}`] : []),
      `Taxe : ${money(totals.tax)}`,
      `Total TTC : ${money(totals.grandTotal)}`,
      '',
      ...payment,
      '',
      `Suivre votre commande : ${invoice.toString()}`,
      '',
      ...withdrawalInformationText(withdrawalLink(settings, order.orderId)),
      ...sellerMailSignature(settings.seller),
    ].join('\n'),
    attachments: [withdrawalFormAttachment(settings.seller)],
  };
}
