import { EXAMPLE_SELLER_IDENTITY } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { configuredSeller } from '../seller/sellerIdentityFixture';
import { exampleFields, sellerIdentityNotices } from './sellerIdentityNotices';

describe('what the start says about the seller identity', () => {
  it('says the example identity is in use, in development without a warning', () => {
    const notices = sellerIdentityNotices(EXAMPLE_SELLER_IDENTITY, 'development');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/EXAMPLE identity is in use.*SELLER_IDENTITY_FILE/);
  });

  it('warns in production, naming each field still holding the example', () => {
    const [, warning] = sellerIdentityNotices(EXAMPLE_SELLER_IDENTITY, 'production');
    expect(warning).toMatch(/^Warning: production start/);
    for (const field of [
      'companyName',
      'rcs.number',
      'siret',
      'vatNumber',
      'host.name',
      'mediator.website',
      'phone.e164',
    ])
      expect(warning).toContain(field);
  });

  it('names only the fields a configured identity copied from the example', () => {
    const seller = { ...configuredSeller, publicationDirector: EXAMPLE_SELLER_IDENTITY.publicationDirector };
    expect(exampleFields(seller)).toEqual(['publicationDirector']);
    expect(sellerIdentityNotices(seller, 'production')).toEqual([
      'Warning: production start with example seller identity values; configure these fields in SELLER_IDENTITY_FILE: publicationDirector',
    ]);
  });

  it('says nothing of a configured identity', () => {
    expect(sellerIdentityNotices(configuredSeller, 'production')).toEqual([]);
  });
});
