import type { SellerIdentity } from './sellerIdentity';

const group = (digits: string, sizes: readonly number[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
};

/**
 * The identity's fields as the legal texts write them, by placeholder name (`{{seller.rcs}}` → `rcs`): numbers
 * grouped as the registers print them, the capital in euros, addresses on one line. Plain text (not HTML).
 *
 * @example
 * sellerTextValues(seller).rcs; // 'RCS Angers 123 456 782'
 */
export function sellerTextValues(seller: SellerIdentity) {
  const { address } = seller;
  const capital = `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(seller.shareCapital)} €`;
  return {
    companyName: seller.companyName,
    legalForm: seller.legalForm,
    shareCapital: capital,
    rcs: `RCS ${seller.rcs.city} ${group(seller.rcs.number, [3, 3, 3])}`,
    'rcs.city': seller.rcs.city,
    'rcs.number': group(seller.rcs.number, [3, 3, 3]),
    siren: group(seller.siret.slice(0, 9), [3, 3, 3]),
    siret: group(seller.siret, [3, 3, 3, 5]),
    vatNumber: seller.vatNumber,
    address: `${address.street}, ${address.postcode} ${address.city}${address.country === 'FR' ? '' : `, ${address.country}`}`,
    'address.street': address.street,
    'address.postcode': address.postcode,
    'address.city': address.city,
    'address.country': address.country,
    phone: seller.phone.display,
    'phone.e164': seller.phone.e164,
    email: seller.email,
    publicationDirector: seller.publicationDirector,
    'host.name': seller.host.name,
    'host.address': seller.host.address,
    'host.phone': seller.host.phone,
    'mediator.name': seller.mediator.name,
    'mediator.website': seller.mediator.website,
    'mediator.address': seller.mediator.address,
  };
}

/**
 * The seller's legal mentions on one line, as invoices and e-mails carry them (Code de commerce art. R123-237):
 * name, legal form and capital, address, RCS, SIRET, VAT number.
 *
 * @example
 * sellerLegalLine(seller); // 'Citerne SAS, SAS au capital de 10 000 €, 1 rue…, RCS Angers 123 456 782, SIRET …, TVA FR…'
 */
export function sellerLegalLine(seller: SellerIdentity): string {
  const text = sellerTextValues(seller);
  return [
    text.companyName,
    `${text.legalForm} au capital de ${text.shareCapital}`,
    text.address,
    text.rcs,
    `SIRET ${text.siret}`,
    `TVA ${text.vatNumber}`,
  ].join(', ');
}
