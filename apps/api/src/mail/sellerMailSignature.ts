import { type SellerIdentity, sellerLegalLine, sellerTextValues } from '@citerne/core-api/contract';

/**
 * The closing lines of every mail sent to a shopper: who the seller is, how to reach it, and its legal mentions
 * (name, legal form and capital, address, RCS, SIRET, VAT number — LCEN art. 6 III, Code de commerce art.
 * R123-237), from the configured identity.
 * @example
 * text: [...body, ...sellerMailSignature(settings.seller)].join('\n')
 */
export function sellerMailSignature(seller: SellerIdentity): string[] {
  const text = sellerTextValues(seller);
  return ['', '--', seller.companyName, text.address, `${text.phone} · ${text.email}`, sellerLegalLine(seller)];
}
