import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published tarball, installed with npm outside the workspace and imported from a plain Node ESM script: what a
// team outside this repository gets.
const packageDir = join(import.meta.dirname, '..');
const built = join(packageDir, 'dist', 'index.js');
let workDir = '';
let packedFiles: string[] = [];

function newestSourceTime(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs;
    }),
  );
}

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr ?? ''}${stdout ?? ''}`);
  }
}

beforeAll(() => {
  const sources = join(packageDir, 'src');
  if (!existsSync(built) || statSync(built).mtimeMs < newestSourceTime(sources)) {
    run('pnpm', ['run', 'build'], packageDir);
  }
  workDir = mkdtempSync(join(tmpdir(), 'citerne-pricing-pack-'));
  const packed = JSON.parse(run('pnpm', ['pack', '--json', '--pack-destination', workDir], packageDir)) as {
    filename: string;
    files: { path: string }[];
  };
  packedFiles = packed.files.map((file) => file.path);
  const consumer = join(workDir, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', packed.filename, '--offline', '--no-audit', '--no-fund', '--no-package-lock'], consumer);
  writeFileSync(
    join(consumer, 'price.mjs'),
    `import { calculateProductTax, formatPrice, priceFilterRanges } from '@citerne/pricing';

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
`,
  );
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

afterAll(() => {
  if (workDir !== '') rmSync(workDir, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('ships the build, the types and the sources, without tests or fixtures', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']),
    );
    expect(packedFiles.filter((file) => /\.(test|fixture|bench)\.ts$/.test(file))).toEqual([]);
  });

  it('runs the README quick start as written and prints what the README says', () => {
    const { code, output } = readmeQuickStart();
    writeFileSync(join(workDir, 'consumer', 'readme.mjs'), code);
    expect(run(process.execPath, ['readme.mjs'], join(workDir, 'consumer'))).toBe(output);
  });

  it('prices a configurable product from a plain Node ESM script outside the workspace', () => {
    const output = JSON.parse(run(process.execPath, ['price.mjs'], join(workDir, 'consumer')));
    expect(output).toEqual({
      price: 1079.99,
      shown: '1 079,99 €',
      was: '1 200,00 €',
      buckets: ['< 50 €', '50 € - 100 €', '100 € - 150 €', '> 150 €'],
    });
  });
});
