/** The shop's public contact details (SPEC §1: organisation data with a French address, e-mail and phone). */
export const shopContact = {
  phone: '+33532090000',
  phoneDisplay: '05 32 09 00 00',
  email: 'contact@citerne-souple.fr',
  address: { street: '12 rue des Artisans', postcode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
} as const;
