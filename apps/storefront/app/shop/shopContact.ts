/**
 * The shop's public contact details (SPEC §1: organisation data with a French address, e-mail and phone), as
 * published in its legal notice (CMS page `mentions-legales`).
 */
export const shopContact = {
  phone: '+33241000000',
  phoneDisplay: '02 41 00 00 00',
  email: 'contact@citerne-souple.example',
  address: { street: '12 rue des Tisserands', postcode: '49300', city: 'Cholet', country: 'FR' },
  /**
   * The seller's legal identity, as the legal notice states it; invoices must carry it (French Code de commerce,
   * art. L441-9 and R123-237). The merchant replaces the registration numbers with the company's own.
   */
  legal: {
    name: 'Citerne Souple France SAS',
    form: 'SAS au capital de 150 000 €',
    rcs: 'RCS Angers 000 000 000',
    siret: '000 000 000 00000',
    vatNumber: 'FR00 000000000',
  },
} as const;
