/**
 * The CMS pages that publish the seller's identity (legal notice, CGV, CGU, legal information, privacy policy): with
 * the example identity they say so in a discreet banner.
 */
export const legalPages: ReadonlySet<string> = new Set([
  'mentions-legales',
  'conditions-generales-de-vente',
  'conditions-generales-utilisation',
  'legal',
  'privacy',
]);
