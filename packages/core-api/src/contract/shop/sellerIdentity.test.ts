import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SELLER_IDENTITY } from './exampleSellerIdentity';
import { frenchVatKey, isValidSiretKey } from './frenchCompanyNumbers';
import { SellerIdentitySchema } from './sellerIdentity';
import { sellerLegalLine, sellerTextValues } from './sellerTexts';

/** A fictitious but valid identity, written the way a merchant types it (spaces in the numbers). */
const configured = {
  companyName: 'Citerne Test SARL',
  legalForm: 'SARL',
  shareCapital: 42_000,
  rcs: { city: 'Angers', number: '123 456 782' },
  siret: '123 456 782 00010',
  vatNumber: 'fr 11 123456782',
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
};

/** The dotted paths of the issues of a parse, e.g. `['siret']`. */
function brokenFields(input: unknown): string[] {
  const parsed = v.safeParse(SellerIdentitySchema, input);
  return parsed.success ? [] : parsed.issues.map((issue) => v.getDotPath(issue) ?? '');
}

describe('SellerIdentitySchema', () => {
  it('accepts a valid identity and normalises its numbers', () => {
    const seller = v.parse(SellerIdentitySchema, configured);
    expect(seller).toMatchObject({
      example: false,
      rcs: { city: 'Angers', number: '123456782' },
      siret: '12345678200010',
      vatNumber: 'FR11123456782',
    });
  });

  it('accepts the example identity, marked as the example', () => {
    expect(v.parse(SellerIdentitySchema, EXAMPLE_SELLER_IDENTITY).example).toBe(true);
  });

  it.each([
    ['companyName', { companyName: '  ' }],
    ['legalForm', { legalForm: '' }],
    ['shareCapital', { shareCapital: -1 }],
    ['shareCapital', { shareCapital: '42000' }],
    ['rcs.city', { rcs: { city: '', number: '123456782' } }],
    ['siret', { siret: '1234567820001' }],
    ['vatNumber', { vatNumber: 'DE123456789' }],
    ['address.street', { address: { ...configured.address, street: '' } }],
    ['address.country', { address: { ...configured.address, country: 'France' } }],
    ['address.postcode', { address: { ...configured.address, postcode: '4900' } }],
    ['phone.e164', { phone: { display: '02 41 11 22 33', e164: '02 41 11 22 33' } }],
    ['email', { email: 'bonjour@' }],
    ['publicationDirector', { publicationDirector: '' }],
    ['host.address', { host: { ...configured.host, address: '' } }],
    ['mediator.website', { mediator: { ...configured.mediator, website: 'mediateur-test.example' } }],
    ['mediator.name', { mediator: { ...configured.mediator, name: '' } }],
  ])('names the broken field %s', (field, change) => {
    expect(brokenFields({ ...configured, ...change })).toEqual([field]);
  });

  it('refuses a SIRET whose Luhn key is wrong', () => {
    expect(brokenFields({ ...configured, siret: '12345678200011' })).toEqual(['siret']);
  });

  it('refuses an RCS number that is not the SIREN of the SIRET', () => {
    expect(brokenFields({ ...configured, rcs: { city: 'Angers', number: '900000001' } })).toEqual(['rcs.number']);
  });

  it('refuses a VAT number with a wrong key or another SIREN', () => {
    expect(brokenFields({ ...configured, vatNumber: 'FR12123456782' })).toEqual(['vatNumber']);
    expect(brokenFields({ ...configured, vatNumber: 'FR68900000001' })).toEqual(['vatNumber']);
  });

  it('accepts a foreign postcode outside France', () => {
    expect(
      brokenFields({ ...configured, address: { ...configured.address, postcode: 'B-1000', country: 'BE' } }),
    ).toEqual([]);
  });
});

describe('French company numbers', () => {
  it('checks SIRET keys with Luhn, and La Poste by the sum of digits', () => {
    expect(isValidSiretKey('73282932000074')).toBe(true);
    expect(isValidSiretKey('73282932000075')).toBe(false);
    expect(isValidSiretKey('35600000000047')).toBe(true);
    expect(isValidSiretKey('35600000000049')).toBe(false);
  });

  it('computes the VAT key from the SIREN', () => {
    expect(frenchVatKey('732829320')).toBe('44');
    expect(frenchVatKey('123456782')).toBe('11');
    expect(frenchVatKey('000000000')).toBe('12');
  });
});

describe('seller texts', () => {
  it('writes the numbers as the registers print them', () => {
    const text = sellerTextValues(v.parse(SellerIdentitySchema, configured));
    expect(text).toMatchObject({
      rcs: 'RCS Angers 123 456 782',
      siret: '123 456 782 00010',
      vatNumber: 'FR11123456782',
      address: '3 rue des Essais, 49000 Angers',
      'mediator.name': 'Médiateur Test',
    });
    expect(text.shareCapital).toMatch(/^42\s000 €$/);
  });

  it('puts the legal mentions on one line', () => {
    expect(sellerLegalLine(v.parse(SellerIdentitySchema, configured))).toMatch(
      /^Citerne Test SARL, SARL au capital de 42\s000 €, 3 rue des Essais, 49000 Angers, RCS Angers 123 456 782, SIRET 123 456 782 00010, TVA FR11123456782$/,
    );
  });
});
