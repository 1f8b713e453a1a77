import { join } from 'node:path';
import { describePackedPackage } from '@repo/test-utils/pack';

// Its tarball alone, installed outside the workspace with nothing from the registry (no runtime dependency), and
// imported from plain Node ESM scripts.
const priceScript = `import { calculateProductTax, formatPrice, priceFilterRanges } from '@citerne/pricing';

const taxRules = [{ product_tax_class_ids: [2], rates: [{ rate: 20, tax_country_id: 'FR', tax_region_id: 0 }] }];
const citerne = {
  sku: 'CS',
  type_id: 'configurable',
  tax_class_id: 2,
  configurable_children: [
    { sku: 'CS-20M3', price: 1500 },
    { sku: 'CS-10M3', price: 1000, special_price: 899.99, special_to_date: '2025-07-31' },
  ],
};
const priced = calculateProductTax(citerne, taxRules, { now: new Date('2025-07-14T12:00:00Z') });
console.log(JSON.stringify({
  price: priced.price_incl_tax,
  shown: formatPrice(priced.price_incl_tax, { spaces: 'ascii' }),
  was: formatPrice(priced.original_price_incl_tax, { spaces: 'ascii' }),
  buckets: priceFilterRanges({ spaces: 'ascii' }).map((range) => range.label),
}));
`;

describePackedPackage(join(import.meta.dirname, '..'), {
  packs: ['@citerne/pricing'],
  offline: true,
  examples: [{ heading: '## Quick start: a configurable citerne on sale, French VAT', language: 'js' }],
  scripts: [
    {
      title: 'prices a configurable product from a plain Node ESM script outside the workspace',
      source: priceScript,
      prints: {
        price: 1079.99,
        shown: '1 079,99 €',
        was: '1 200,00 €',
        buckets: ['< 50 €', '50 € - 100 €', '100 € - 150 €', '> 150 €'],
      },
    },
  ],
});
