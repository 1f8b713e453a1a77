import { describe, expect, it } from 'vitest';
import { parseStorePoints, storeJsonLd } from './storePoints';

const seller = { 'address.street': '12 rue des "Tisserands"', 'address.postcode': '49300', phone: '02 41 00 00 00' };
const block = JSON.stringify([
  {
    name: 'Atelier',
    street: '{{seller.address.street}}',
    postcode: '{{seller.address.postcode}}',
    city: 'Cholet',
    country: 'FR',
    phone: '{{seller.phone}}',
    phoneE164: '+33241000000',
    hours: [{ days: ['Mo', 'Fr'], opens: '09:00', closes: '12:00' }],
  },
]);

describe('the store locator points of sale', () => {
  it('fills the seller placeholders, quotes included, and validates the list', () => {
    const [point] = parseStorePoints(block, seller);
    expect(point).toMatchObject({ street: '12 rue des "Tisserands"', postcode: '49300', phone: '02 41 00 00 00' });
  });

  it('a malformed block lists no point', () => {
    expect(parseStorePoints('not json', seller)).toEqual([]);
    expect(parseStorePoints(block.replace('09:00', '9h'), seller)).toEqual([]);
    expect(parseStorePoints(block.replace('"Mo"', '"Monday"'), seller)).toEqual([]);
  });

  it('describes each point as a schema.org Store with its opening hours', () => {
    const [point] = parseStorePoints(block, seller);
    if (!point) throw new Error('no point');
    expect(storeJsonLd(point, 'https://shop.example')).toMatchObject({
      '@type': 'Store',
      telephone: '+33241000000',
      address: { streetAddress: '12 rue des "Tisserands"', addressCountry: 'FR' },
      openingHoursSpecification: [
        { dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Friday'], opens: '09:00', closes: '12:00' },
      ],
    });
  });
});
