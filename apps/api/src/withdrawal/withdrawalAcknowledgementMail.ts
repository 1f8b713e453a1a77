import type { SellerIdentity, WithdrawalReceipt } from '@citerne/core-api/contract';
import type { OutgoingMail } from '../mail/MailOutbox';
import { sellerMailSignature } from '../mail/sellerMailSignature';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

/**
 * The acknowledgement of a withdrawal, sent at once on a durable medium (Article 11a of the Consumer Rights
 * Directive): its content, the date and time it was received, and the next steps — send the goods back to the
 * return address within 14 days (art. L221-23), refunded within 14 days with the standard delivery cost
 * (art. L221-24). `copy` addresses it to the shop's mailbox instead, reply-to the shopper.
 * @example
 * await outbox.enqueue(trx, withdrawalAcknowledgementMail(settings.seller, receipt));
 */
export function withdrawalAcknowledgementMail(
  seller: SellerIdentity,
  receipt: WithdrawalReceipt,
  copy?: { shopAddress: string },
): OutgoingMail {
  const receivedAt = parisDateTime.format(new Date(receipt.requestedAt));
  const body = [
    `Bonjour ${receipt.name},`,
    '',
    `Nous avons bien reçu votre rétractation de la commande n° ${receipt.orderNumber}, le ${receivedAt} (heure de Paris).`,
    '',
    'Articles concernés :',
    ...receipt.lines.map((line) => `- ${line.qty} × ${line.name} (${line.sku})`),
    '',
    `Nom : ${receipt.name}`,
    `E-mail : ${receipt.email}`,
    '',
    'Et maintenant ?',
    `1. Renvoyez-nous les articles sous ${receipt.returnDays} jours, à l’adresse : ${receipt.returnAddress}.`,
    `2. Nous vous rembourserons sous ${receipt.refundDays} jours à compter de la réception de votre rétractation, frais de livraison standard compris, avec le moyen de paiement utilisé pour la commande. Nous pouvons différer le remboursement jusqu’à la réception des articles ou la preuve de leur expédition.`,
    ...sellerMailSignature(seller),
  ];
  if (copy) {
    return {
      kind: 'withdrawal_copy',
      to: copy.shopAddress,
      replyTo: receipt.email,
      subject: `Rétractation de la commande n° ${receipt.orderNumber}`,
      text: body.join('\n'),
    };
  }
  return {
    kind: 'withdrawal_acknowledgement',
    to: receipt.email,
    subject: `Accusé de réception de votre rétractation — commande n° ${receipt.orderNumber}`,
    text: body.join('\n'),
  };
}
