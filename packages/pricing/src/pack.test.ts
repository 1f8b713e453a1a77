import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type InstalledPackage, packAndInstall } from '@repo/test-utils/pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published tarball, installed with npm outside the workspace and imported from a plain Node ESM script: what a
// team outside this repository gets.
const packageDir = join(import.meta.dirname, '..');
let installed: InstalledPackage;

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

beforeAll(() => {
  installed = packAndInstall({ packageDir, offline: true });
}, 60_000);

/** The README's quick start (the first `js` block) and the output it documents (the `text` block after it). */
function readmeQuickStart(): { code: string; output: string } {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Quick start'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  const output = /It prints:\s*```text\n([\s\S]*?)```/.exec(section)?.[1];
  if (code === undefined || output === undefined) throw new Error('README.md lost its quick start or its output');
  return { code, output };
}

afterAll(() => installed?.dispose());

describe('the packed package', () => {
  it('installs cleanly and resolves to the published build (no workspace-only dependency, no @citerne/source leak)', () => {
    expect(installed.problems()).toEqual([]);
    expect(installed.resolve('@citerne/pricing')).toMatch(/node_modules\/@citerne\/pricing\/dist\/index\.js$/);
  });

  it('ships the build, the types and the sources, without tests or fixtures', () => {
    expect(installed.packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
    );
    expect(installed.packedFiles.filter((file) => /\.(test|fixture|bench)\.ts$/.test(file))).toEqual([]);
  });

  it('runs the README quick start as written and prints what the README says', () => {
    const { code, output } = readmeQuickStart();
    expect(installed.runScript('readme.mjs', code)).toBe(output);
  });

  it('prices a configurable product from a plain Node ESM script outside the workspace', () => {
    const output = JSON.parse(installed.runScript('price.mjs', priceScript));
    expect(output).toEqual({
      price: 1079.99,
      shown: '1 079,99 €',
      was: '1 200,00 €',
      buckets: ['< 50 €', '50 € - 100 €', '100 € - 150 €', '> 150 €'],
    });
  });
  it('names every runtime export of its entries in the README (the public API part)', () => {
    const undocumented = installed.undocumentedExports([]);
    expect(undocumented).toEqual([]);
  });
});
