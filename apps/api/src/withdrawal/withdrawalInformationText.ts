import { WITHDRAWAL_FORM_FILENAME } from './withdrawalFormAttachment';

/**
 * The withdrawal information of the order confirmation mail (art. L221-5 and L221-13: confirmed on a durable
 * medium): the right and its period, the exception of made-to-measure goods, the signed link of the online
 * withdrawal function, and where the standard form is: attached to the mail (`withdrawalFormAttachment`). An order
 * whose mail carries it is `withdrawal_informed`.
 * @example
 * text: [...body, ...withdrawalInformationText(link)].join('\n')
 */
export function withdrawalInformationText(link: string): string[] {
  return [
    'Droit de rétractation',
    'Vous disposez d’un délai de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à donner de motif (art. L221-18 du Code de la consommation).',
    'Les articles confectionnés selon vos spécifications (sur mesure) sont exclus du droit de rétractation (art. L221-28 3°).',
    'Nous vous rembourserons dans les 14 jours suivant votre rétractation, frais de livraison standard compris ; vous nous renvoyez les articles dans les 14 jours.',
    `Se rétracter du contrat ici : ${link}`,
    `Vous pouvez aussi nous renvoyer le formulaire type de rétractation joint à ce message (${WITHDRAWAL_FORM_FILENAME}).`,
  ];
}
