import { OrderAddressInputSchema } from '@citerne/core-api/contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../message/checkoutMessages';
import { checkoutStateArbitrary } from '../testing/arbitraries';
import { lyonAddress } from '../testing/fixtures';
import { orderAddress } from './orderAddresses';
import { validateAddress } from './validateAddress';

const errorsOf = (patch: Partial<typeof lyonAddress>) => validateAddress({ ...lyonAddress, ...patch });

describe('names (SPEC §5: at least 2 letters)', () => {
  it('accept accents, spaces, hyphens and apostrophes', () => {
    for (const name of ['Léa', 'Anne-Sophie', "N'Diaye", 'D’Arc', 'Le Goff', 'Zoé', 'Ødegård', 'Ng']) {
      expect(errorsOf({ firstName: name, lastName: name }), name).toEqual({});
    }
  });

  it('refuse a single letter, digits or symbols, and require a value', () => {
    expect(errorsOf({ firstName: 'L' }).firstName).toBe(checkoutMessages.nameTooShort);
    expect(errorsOf({ firstName: "L-'" }).firstName).toBe(checkoutMessages.nameTooShort);
    expect(errorsOf({ lastName: 'Martin2' }).lastName).toBe(checkoutMessages.nameInvalid);
    expect(errorsOf({ lastName: 'Martin@' }).lastName).toBe(checkoutMessages.nameInvalid);
    expect(errorsOf({ firstName: '   ' }).firstName).toBe(checkoutMessages.fieldRequired);
    expect(errorsOf({ lastName: 'a'.repeat(101) }).lastName).toBe('Must be at most 100 characters.');
  });
});

describe('French zip codes', () => {
  it('are exactly 5 digits of a real department in France, overseas departments included', () => {
    for (const zip of ['69001', '01000', '20000', '75008', '95000', '97100', '97400', '97600', ' 69001 ']) {
      expect(errorsOf({ zipCode: zip }).zipCode, zip).toBeUndefined();
    }
    for (const zip of ['6900', '690011', '69 001', 'ABCDE', '00100', '96000', '99000']) {
      expect(errorsOf({ zipCode: zip }).zipCode, zip).toBe(checkoutMessages.invalidFrenchZip);
    }
    expect(errorsOf({ zipCode: '' }).zipCode).toBe(checkoutMessages.fieldRequired);
  });

  it('overseas territories with their own country code take 5 digits with their prefix', () => {
    expect(errorsOf({ country: 'GP', zipCode: '97110' }).zipCode).toBeUndefined();
    expect(errorsOf({ country: 'RE', zipCode: '97400' }).zipCode).toBeUndefined();
    expect(errorsOf({ country: 'RE', zipCode: '97110' }).zipCode).toBe(checkoutMessages.invalidFrenchZip);
    expect(errorsOf({ country: 'YT', zipCode: '9760' }).zipCode).toBe(checkoutMessages.invalidFrenchZip);
  });

  it('Monaco codes are 980 and 2 digits', () => {
    expect(errorsOf({ country: 'MC', zipCode: '98000', phoneNumber: '' }).zipCode).toBeUndefined();
    expect(errorsOf({ country: 'MC', zipCode: '06000', phoneNumber: '' }).zipCode).toBe(
      checkoutMessages.invalidMonacoZip,
    );
  });

  it('other countries need at least 3 characters (SPEC §5)', () => {
    expect(errorsOf({ country: 'BE', zipCode: '1000', phoneNumber: '' }).zipCode).toBeUndefined();
    expect(errorsOf({ country: 'GB', zipCode: 'SW1A 1AA', phoneNumber: '' }).zipCode).toBeUndefined();
    expect(errorsOf({ country: 'BE', zipCode: '10', phoneNumber: '' }).zipCode).toBe(checkoutMessages.zipTooShort);
  });
});

describe('phone numbers', () => {
  it('in France: 10 digits from 01 to 09, or +33 / 0033 and 9 digits, spaces, dots or dashes between', () => {
    for (const phone of [
      '0612345678',
      '06 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+33 6 12 34 56 78',
      '+33612345678',
      '+33 (0)6 12 34 56 78',
      '0033 4 78 00 00 00',
      '09 70 00 00 00',
    ]) {
      expect(errorsOf({ phoneNumber: phone }).phoneNumber, phone).toBeUndefined();
    }
    for (const phone of ['00 12 34 56 78', '061234567', '06123456789', '+33 06 12 34 56 78', '+44 20 7946 0958']) {
      expect(errorsOf({ phoneNumber: phone }).phoneNumber, phone).toBe(checkoutMessages.invalidPhone);
    }
  });

  it('are optional', () => {
    expect(errorsOf({ phoneNumber: '' }).phoneNumber).toBeUndefined();
  });

  it('elsewhere follow the looser rule of the contract', () => {
    expect(errorsOf({ country: 'GB', zipCode: 'SW1A 1AA', phoneNumber: '+44 20 7946 0958' })).toEqual({});
    expect(errorsOf({ country: 'GB', zipCode: 'SW1A 1AA', phoneNumber: 'call me' }).phoneNumber).toBe(
      checkoutMessages.invalidPhone,
    );
  });
});

describe('street, city and country', () => {
  it('street and city are required; the apartment is optional', () => {
    expect(errorsOf({ streetAddress: ' ', city: '' })).toEqual({
      streetAddress: checkoutMessages.fieldRequired,
      city: checkoutMessages.fieldRequired,
    });
    expect(errorsOf({ apartmentNumber: 'Bât. B, 3e étage' })).toEqual({});
    expect(errorsOf({ apartmentNumber: 'x'.repeat(256) }).apartmentNumber).toBe('Must be at most 255 characters.');
  });

  it('the country is a two-letter code', () => {
    expect(errorsOf({ country: '' }).country).toBe(checkoutMessages.invalidCountry);
    expect(errorsOf({ country: 'FRA' }).country).toBe(checkoutMessages.invalidCountry);
  });
});

describe('agreement with the API', () => {
  it('property: an address the checkout accepts is one the order contract accepts', () => {
    fc.assert(
      fc.property(checkoutStateArbitrary, ({ shippingDetails }) => {
        if (Object.keys(validateAddress(shippingDetails)).length > 0) return;
        expect(v.safeParse(OrderAddressInputSchema, orderAddress(shippingDetails)).success).toBe(true);
      }),
    );
    expect(v.safeParse(OrderAddressInputSchema, orderAddress(lyonAddress)).success).toBe(true);
  });
});
