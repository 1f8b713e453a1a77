/**
 * The shop's public contact details (SPEC §1: organisation data with a French address, e-mail and phone), as
 * published in its legal notice (CMS page `mentions-legales`).
 */
export const shopContact = {
  phone: '+33241000000',
  phoneDisplay: '02 41 00 00 00',
  email: 'contact@citerne-souple.example',
  address: { street: '12 rue des Tisserands', postcode: '49300', city: 'Cholet', country: 'FR' },
} as const;
