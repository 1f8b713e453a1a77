// Size budgets of every entry point of the published packages (issue 22), checked by `pnpm size` in `npm test`.
// Each figure is what a consumer's bundle gets when it imports everything from that entry: the built `dist` file
// bundled by esbuild, minified, with the package's registry and workspace dependencies (valibot, core-api…) and
// without its peer dependencies (react, react-dom, jotai), brotli-compressed (size-limit's default). Budgets
// leave about 10 % over the size when set: a bigger step is a decision to take in review, raising the figure here. An entry added to a package's `exports`
// without a budget here fails the check. The ui-kit stylesheet and per-component budgets stay in
// packages/ui-kit/src/bundleSize.test.ts. The figures are in each package's README ("Size").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Budget per entry point (`package` or `package/subpath`). */
const budgets = {
  '@citerne/pricing': '7.5 kB',
  '@citerne/core-api': '20 kB',
  '@citerne/core-api/contract': '16 kB',
  '@citerne/product': '8.5 kB',
  '@citerne/catalog-search': '11 kB',
  '@citerne/cart-sync': '18.5 kB',
  '@citerne/cart-sync/react': '1.5 kB',
  '@citerne/checkout': '14 kB',
  '@citerne/account': '10 kB',
  '@citerne/account/react': '0.75 kB',
  '@citerne/ui-kit': '33 kB',
};

const checks = [];
for (const folder of readdirSync('packages')) {
  const manifest = JSON.parse(readFileSync(join('packages', folder, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  const peers = Object.keys(manifest.peerDependencies ?? {});
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const built = typeof target === 'string' ? target : target.default;
    if (!built.endsWith('.js')) continue; // package.json, the stylesheet
    const name = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    const limit = budgets[name];
    if (limit === undefined) throw new Error(`.size-limit.js: no size budget for ${name}; add one`);
    checks.push({ name, path: join('packages', folder, built), import: '*', limit, ignore: peers });
  }
}
const unused = Object.keys(budgets).filter((name) => !checks.some((check) => check.name === name));
if (unused.length > 0) throw new Error(`.size-limit.js: budgets for entries that do not exist: ${unused.join(', ')}`);

export default checks;
