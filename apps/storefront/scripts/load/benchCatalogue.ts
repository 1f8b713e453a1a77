import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A line a shopper adds: a simple product, or a configurable tank with its colour. */
export interface BenchLine {
  sku: string;
  qty: number;
  product_option?: {
    extension_attributes: { configurable_item_options: { option_id: string; option_value: string }[] };
  };
}

/** What the shoppers of the bench browse, search and buy, drawn from the seeded catalogue. */
export interface BenchCatalogue {
  pages: readonly string[];
  searches: readonly string[];
  lines: readonly BenchLine[];
}

interface SeedProduct {
  sku: string;
  type_id: string;
  status: number;
  visibility: number;
  slug?: string;
  url_key: string;
  has_options?: boolean | number | string;
  required_options?: boolean | number | string;
  configurable_options?: { attribute_id: number; values: { value_index: number }[] }[];
}

interface SeedCategory {
  slug: string;
  is_active: boolean;
  level: number;
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1';

/**
 * Reads the API's seed catalogue (the data the bench shop is seeded with): the home, every category page and a
 * product page of each buyable product are the pages; simple products without options and configurable tanks with
 * their first colour are the lines added to carts.
 * @example
 * const { pages, lines } = benchCatalogue();
 */
export function benchCatalogue(): BenchCatalogue {
  const apiDir = dirname(createRequire(import.meta.url).resolve('@citerne/api/package.json'));
  const read = <T>(file: string) => JSON.parse(readFileSync(join(apiDir, 'seed', 'catalog', file), 'utf8')) as T;
  const products = read<SeedProduct[]>('products.json').filter((p) => p.status === 1 && p.visibility === 4);
  const categories = read<SeedCategory[]>('categories.json').filter((c) => c.is_active && c.level >= 2);
  const lines: BenchLine[] = [];
  for (const product of products) {
    if (product.type_id === 'simple' && !truthy(product.has_options) && !truthy(product.required_options)) {
      lines.push({ sku: product.sku, qty: 1 });
    }
    const [option] = product.configurable_options ?? [];
    const [value] = option?.values ?? [];
    if (product.type_id === 'configurable' && option && value && product.configurable_options?.length === 1) {
      lines.push({
        sku: product.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: String(option.attribute_id), option_value: String(value.value_index) },
            ],
          },
        },
      });
    }
  }
  const buyable = new Set(lines.map((line) => line.sku));
  return {
    pages: [
      '/',
      ...categories.map((category) => `/c/${category.slug}`),
      ...products
        .filter((product) => buyable.has(product.sku))
        .map((product) => `/p/${product.sku}/${product.slug ?? product.url_key}`),
    ],
    searches: ['citerne', 'eau de pluie', 'potable', 'incendie', 'vanne', 'bache', 'souple 10', 'kit', 'agricole'],
    lines,
  };
}
