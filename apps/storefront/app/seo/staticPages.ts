/** SPEC §2 static pages: each shows the CMS page of the same identifier at its own path. */
export const staticPages = Object.freeze([
  'legal',
  'privacy',
  'about-us',
  'enable-cookies',
  'customer-service',
  'store-locator',
  'size-guide',
  'delivery',
  'returns',
  'conditions-generales-de-vente',
  'conditions-generales-utilisation',
  'mentions-legales',
  'paiement-securise',
] as const);
