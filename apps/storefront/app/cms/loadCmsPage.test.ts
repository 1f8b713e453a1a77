import { EXAMPLE_SELLER_IDENTITY, type SellerIdentity } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { storeViewOfPath } from '../storeView/storeViewOfPath';
import { loadCmsPage } from './loadCmsPage.server';

const configured: SellerIdentity = {
  ...EXAMPLE_SELLER_IDENTITY,
  example: false,
  companyName: 'Citerne Test SARL',
  rcs: { city: 'Angers', number: '123456782' },
  siret: '12345678200010',
  vatNumber: 'FR11123456782',
};
const page = (identifier: string) => ({
  id: 1,
  identifier,
  title: 'Mentions légales',
  content: '<h1>Mentions légales</h1><p>{{seller.companyName}}, {{seller.rcs}}, SIRET {{seller.siret}}</p>',
  active: true,
});
const load = (identifier: string, seller: SellerIdentity) =>
  loadCmsPage({
    page: page(identifier),
    path: `/${identifier}`,
    store: storeViewOfPath('/').store,
    origin: 'https://shop.test',
    seller,
  }).data;

describe('a CMS page with the seller identity', () => {
  it('shows the configured identity in place of the placeholders, without the example banner', () => {
    const data = load('mentions-legales', configured);
    expect(data.html).toContain('<p>Citerne Test SARL, RCS Angers 123 456 782, SIRET 123 456 782 00010</p>');
    expect(data.exampleSeller).toBe(false);
  });

  it.each([
    'mentions-legales',
    'conditions-generales-de-vente',
    'conditions-generales-utilisation',
    'legal',
    'privacy',
  ])('flags the legal page %s shown with the example identity', (identifier) => {
    expect(load(identifier, EXAMPLE_SELLER_IDENTITY).exampleSeller).toBe(true);
  });

  it('does not flag the other pages', () => {
    expect(load('delivery', EXAMPLE_SELLER_IDENTITY).exampleSeller).toBe(false);
  });
});
