import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SelectedVariant, VariantChild, VariantChoice, VariantRules, VariantState } from './index';
import * as product from './index';

const packageDir = join(import.meta.dirname, '..');

describe('public surface of @citerne/product', () => {
  it('exports exactly the configuration rules', () => {
    expect(Object.keys(product).sort()).toEqual([
      'associatedLinks',
      'attributeValue',
      'bundleCartOptions',
      'cartCustomOptions',
      'cartProducts',
      'chooseValue',
      'chosenAttributes',
      'configurableItemOptions',
      'customOptionProblems',
      'customOptionsInWords',
      'customOptionsOf',
      'defaultBundleChoices',
      'evaluateMeasure',
      'exactVariant',
      'initialVariant',
      'isChoiceOption',
      'isProductType',
      'isValueAvailable',
      'measureOf',
      'measureRefusalMessage',
      'missingRequiredBundleOptions',
      'missingRequiredOptions',
      'pricedCustomOptions',
      'productIdentityErrors',
      'productMessageSource',
      'productMessages',
      'readDimension',
      'selectVariant',
      'sortedCustomOptions',
      'validateProduct',
      'variantAttributes',
    ]);
  });

  it('keeps its helpers private', () => {
    expect(product).not.toHaveProperty('hasAnswer');
    expect(product).not.toHaveProperty('chosenIds');
  });

  it('one VariantChoice and one set of rules for every caller', () => {
    expectTypeOf(product.selectVariant).parameter(1).toEqualTypeOf<VariantChoice>();
    expectTypeOf(product.selectVariant).parameter(2).toEqualTypeOf<VariantRules>();
    expectTypeOf(product.selectVariant<VariantChild>).returns.toEqualTypeOf<SelectedVariant<VariantChild> | null>();
    expectTypeOf(product.initialVariant<VariantChild>).returns.toEqualTypeOf<VariantState<VariantChild>>();
  });

  it('publishes one entry and no side effects, importing only core-api and pricing', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports)).toEqual(['.', './package.json']);
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@citerne/core-api', '@citerne/pricing']);
    expect(manifest.sideEffects).toBe(false);
    const sources = globSync('src/**/*.ts', { cwd: packageDir }).filter((name) => !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(30);
    for (const file of sources) {
      const imports = [
        ...readFileSync(join(packageDir, file), 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gm),
      ].map((match) => match[1] ?? '');
      expect(
        imports.filter(
          (specifier) =>
            !specifier.startsWith('.') && !['@citerne/core-api/contract', '@citerne/pricing'].includes(specifier),
        ),
        file,
      ).toEqual([]);
    }
  });
});
