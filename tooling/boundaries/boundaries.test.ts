import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import rules from './rules.cjs';

const fixture = join(import.meta.dirname, 'fixtures', 'violation');

// The fixtures live under a folder the real check skips, so their run excludes only build output.
async function violationsIn(baseDir: string, exclude = rules.options.exclude) {
  const result = await cruise(['packages', 'apps', 'tooling'], {
    ruleSet: { forbidden: rules.forbidden },
    ...rules.options,
    exclude,
    baseDir,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('unexpected string output');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('import boundaries', () => {
  it('a package importing a package it may not fails the check', async () => {
    const violations = await violationsIn(fixture, { path: '(^|/)(dist|node_modules)/' });
    expect(violations).toContain(
      'pricing-imports-only-nothing-internal: packages/pricing/src/index.ts → packages/ui-kit/src/index.ts',
    );
  });

  it('product may not import the catalogue package that builds on it', async () => {
    const violations = await violationsIn(fixture, { path: '(^|/)(dist|node_modules)/' });
    expect(violations).toContain(
      'product-imports-only-pricing-core-api: packages/product/src/index.ts → packages/catalog-search/src/index.ts',
    );
    expect(violations.filter((v) => v.includes('packages/product/src/index.ts → packages/pricing/'))).toEqual([]);
  });

  it('a package importing an app fails the check', async () => {
    const violations = await violationsIn(fixture, { path: '(^|/)(dist|node_modules)/' });
    expect(violations).toContain('no-package-imports-an-app: packages/core-api/src/index.ts → apps/api/src/index.ts');
  });

  it('an allowed import passes', async () => {
    const violations = await violationsIn(fixture, { path: '(^|/)(dist|node_modules)/' });
    // Violations *from* catalog-search (product's fixture imports it on purpose).
    expect(violations.filter((v) => v.includes(': packages/catalog-search/'))).toEqual([]);
  });

  it('tooling reaching into a package by a relative path fails the check', async () => {
    const violations = await violationsIn(fixture, { path: '(^|/)(dist|node_modules)/' });
    expect(violations).toContain(
      'no-reaching-into-another-package-src: tooling/integration/src/index.ts → packages/core-api/src/testing/shopper.ts',
    );
  });

  it('code a package ships using the test-utils fails the check, its tests may', async () => {
    const violations = await violationsIn(fixture, { path: '(^|/)(dist|node_modules)/' });
    expect(violations).toContain(
      'test-utils-only-in-tests: packages/core-api/src/shipped.ts → tooling/test-utils/src/index.ts',
    );
    expect(
      violations.filter((v) => v.startsWith('test-utils-only-in-tests: packages/core-api/src/shipped.test.ts')),
    ).toEqual([]);
  });

  it('the real workspace has no violation', async () => {
    const violations = await violationsIn(join(import.meta.dirname, '..', '..'));
    expect(violations).toEqual([]);
  });
});
