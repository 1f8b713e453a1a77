import { type SellerIdentity, sellerTextValues } from '@citerne/core-api/contract';

/**
 * The standard withdrawal form of the annex of art. R221-1 Code de la consommation, as plain text, addressed to the
 * seller of the configuration (attached to the order confirmation mail as a file, `withdrawalFormAttachment`; the
 * storefront shows it as a page).
 * @example
 * text: [...body, ...withdrawalFormText(settings.seller)].join('\n')
 */
export function withdrawalFormText(seller: SellerIdentity): string[] {
  const text = sellerTextValues(seller);
  return [
    'Formulaire de rétractation',
    '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    `À l’attention de ${seller.companyName}, ${text.address}, ${text.email} :`,
    'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
    'Commandé le (*)/reçu le (*) :',
    'Nom du (des) consommateur(s) :',
    'Adresse du (des) consommateur(s) :',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
    'Date :',
    '(*) Rayez la mention inutile.',
  ];
}
