import { type SellerIdentity, SellerIdentitySchema } from '@citerne/core-api/contract';
import * as v from 'valibot';

/** A fictitious but valid configured identity, for tests (not the example one). */
export const configuredSeller: SellerIdentity = v.parse(SellerIdentitySchema, {
  companyName: 'Citerne Test SARL',
  legalForm: 'SARL',
  shareCapital: 42_000,
  rcs: { city: 'Angers', number: '123 456 782' },
  siret: '123 456 782 00010',
  vatNumber: 'FR11123456782',
  address: { street: '3 rue des Essais', postcode: '49000', city: 'Angers', country: 'FR' },
  phone: { display: '02 41 11 22 33', e164: '+33241112233' },
  email: 'bonjour@citerne-test.example',
  publicationDirector: 'Camille Essai',
  host: { name: 'Hébergeur Test', address: '2 rue du Serveur, 59100 Roubaix', phone: '03 20 00 00 00' },
  mediator: {
    name: 'Médiateur Test',
    website: 'https://mediateur-test.example',
    address: '5 rue de la Paix, 75002 Paris',
  },
});
