import { EXAMPLE_SELLER_IDENTITY, type SellerIdentity } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { fillSellerPlaceholders } from './fillSellerPlaceholders';
import { sanitizeHtml } from './sanitizeHtml.server';

const seller: SellerIdentity = {
  ...EXAMPLE_SELLER_IDENTITY,
  example: false,
  companyName: 'Citerne & Fils <SARL>',
  rcs: { city: 'Angers', number: '123456782' },
  siret: '12345678200010',
  vatNumber: 'FR11123456782',
  mediator: { ...EXAMPLE_SELLER_IDENTITY.mediator, website: 'https://mediateur-test.example' },
};

describe('seller placeholders in CMS HTML', () => {
  it('fills each placeholder with the identity, as the registers print it', () => {
    expect(
      fillSellerPlaceholders('<p>{{seller.rcs}}, SIRET {{ seller.siret }}, TVA {{seller.vatNumber}}</p>', seller),
    ).toBe('<p>RCS Angers 123 456 782, SIRET 123 456 782 00010, TVA FR11123456782</p>');
  });

  it('escapes the values, so an identity cannot inject HTML', () => {
    expect(fillSellerPlaceholders('<p>{{seller.companyName}}</p>', seller)).toBe(
      '<p>Citerne &amp; Fils &lt;SARL&gt;</p>',
    );
  });

  it('fills attributes too, and the sanitiser keeps the link', () => {
    const html = '<a href="{{seller.mediator.website}}">{{seller.mediator.name}}</a>';
    expect(sanitizeHtml(fillSellerPlaceholders(html, seller))).toContain('href="https://mediateur-test.example"');
  });

  it('leaves unknown placeholders visible, so the merchant notices them', () => {
    expect(fillSellerPlaceholders('<p>{{seller.iban}} {{seller.toString}} {{other.siret}}</p>', seller)).toBe(
      '<p>{{seller.iban}} {{seller.toString}} {{other.siret}}</p>',
    );
  });
});
