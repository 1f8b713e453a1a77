import type { SellerIdentity } from './sellerIdentity';

/**
 * The clearly fictitious identity the shop runs with until the merchant configures the real one (`example: true`):
 * valid in form (its numbers pass every check) so every page renders, but named as an example everywhere it shows.
 *
 * @example
 * if (seller.example) console.warn('The seller identity is the example one.');
 */
export const EXAMPLE_SELLER_IDENTITY: SellerIdentity = Object.freeze({
  example: true,
  companyName: 'Exemple Citerne SAS (identité fictive)',
  legalForm: 'SAS',
  shareCapital: 10_000,
  rcs: { city: 'Exempleville', number: '900000001' },
  siret: '90000000100017',
  vatNumber: 'FR68900000001',
  address: { street: '1 rue de l’Exemple', postcode: '49300', city: 'Cholet', country: 'FR' },
  phone: { display: '02 41 00 00 00', e164: '+33241000000' },
  email: 'contact@citerne-souple.example',
  publicationDirector: 'Prénom Nom (exemple)',
  host: { name: 'Hébergeur Exemple', address: '1 avenue de l’Exemple, 75000 Paris', phone: '01 00 00 00 00' },
  mediator: {
    name: 'Médiateur Exemple de la consommation',
    website: 'https://mediateur.example',
    address: '1 place de l’Exemple, 75000 Paris',
  },
});
