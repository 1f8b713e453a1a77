import { beforeAll, describe, expect, it } from 'vitest';
import { documentedEntries } from './documentedEntries.ts';
import { type ApiRow, readApiTables } from './readApiTables.ts';

// Reading every documented entry takes one TypeScript program over the packages' sources (seconds, not a test's
// usual milliseconds).
let tables: Record<string, ApiRow[]>;
beforeAll(() => {
  tables = readApiTables(documentedEntries());
}, 120_000);

describe('the API tables of the docs pages', () => {
  it('cover every TypeScript entry of the seven documented packages', () => {
    expect(Object.keys(tables).sort()).toEqual([
      '@citerne/account',
      '@citerne/account/react',
      '@citerne/cart-sync',
      '@citerne/cart-sync/react',
      '@citerne/catalog-search',
      '@citerne/checkout',
      '@citerne/core-api',
      '@citerne/core-api/contract',
      '@citerne/pricing',
      '@citerne/ui-kit',
    ]);
  });

  it('give every export a TSDoc summary and a signature', () => {
    const missing = Object.entries(tables).flatMap(([specifier, rows]) =>
      rows.filter((row) => row.summary === '' || row.signature === '').map((row) => `${specifier}: ${row.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('read a function, a constant and a type as an editor shows them', () => {
    const pricing = new Map(tables['@citerne/pricing']?.map((row) => [row.name, row]));
    expect(pricing.get('formatPrice')).toMatchObject({
      kind: 'function',
      signature: expect.stringMatching(
        /^formatPrice\(\w+: number, options\?: FormatPriceOptions( \| undefined)?\): string$/,
      ),
      summary: expect.stringContaining('€'),
    });
    expect(pricing.get('PricingError')).toMatchObject({
      kind: 'class',
      signature: expect.stringMatching(/^new PricingError\(/),
    });
    expect(pricing.get('defaultPricingConfig')).toMatchObject({
      kind: 'const',
      signature: expect.stringMatching(/^defaultPricingConfig: /),
    });
    expect(pricing.get('PricingErrorCode')).toMatchObject({
      kind: 'type',
      signature: expect.stringMatching(/^type PricingErrorCode = '/),
    });
    // A component's destructured props read as `props`, as in the component's TSDoc.
    const button = tables['@citerne/ui-kit']?.find((row) => row.name === 'Button');
    expect(button?.signature).toMatch(/^Button\(props: ButtonProps\)/);
  });
});
