import { EXAMPLE_SELLER_IDENTITY } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { configuredSeller } from '../seller/sellerIdentityFixture';
import { ConfigError } from './ConfigError';
import { loadSellerIdentity } from './loadSellerIdentity';
import { loadServerConfig } from './serverConfig';

const file = (content: unknown) => () => (typeof content === 'string' ? content : JSON.stringify(content));

describe('the seller identity of the configuration', () => {
  it('is the example identity without SELLER_IDENTITY_FILE', () => {
    expect(loadSellerIdentity({})).toBe(EXAMPLE_SELLER_IDENTITY);
    expect(loadServerConfig({}).seller.example).toBe(true);
  });

  it('reads and validates the JSON file SELLER_IDENTITY_FILE names', () => {
    const read: string[] = [];
    const seller = loadSellerIdentity({ SELLER_IDENTITY_FILE: '/etc/shop/seller.json' }, (path) => {
      read.push(path);
      return JSON.stringify({ ...configuredSeller, siret: '123 456 782 00010', example: undefined });
    });
    expect(read).toEqual(['/etc/shop/seller.json']);
    expect(seller).toEqual(configuredSeller);
  });

  it('refuses a malformed identity, naming each broken field', () => {
    const load = () =>
      loadSellerIdentity(
        { SELLER_IDENTITY_FILE: 'seller.json' },
        file({
          ...configuredSeller,
          siret: '12345678200011',
          mediator: { ...configuredSeller.mediator, website: 'x' },
        }),
      );
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /seller\.json.*siret: The SIRET fails its check digit.*mediator\.website: Must be an http\(s\) URL/,
    );
  });

  it('refuses a missing field, a file that is not JSON and a file that cannot be read', () => {
    const { publicationDirector: _, ...withoutDirector } = configuredSeller;
    expect(() => loadSellerIdentity({ SELLER_IDENTITY_FILE: 'seller.json' }, file(withoutDirector))).toThrow(
      /publicationDirector/,
    );
    expect(() => loadSellerIdentity({ SELLER_IDENTITY_FILE: 'seller.json' }, file('{ not json'))).toThrow(
      /SELLER_IDENTITY_FILE: seller\.json is not JSON/,
    );
    expect(() => loadServerConfig({ SELLER_IDENTITY_FILE: '/nonexistent/seller.json' })).toThrow(
      /SELLER_IDENTITY_FILE: cannot read \/nonexistent\/seller\.json/,
    );
  });
});
