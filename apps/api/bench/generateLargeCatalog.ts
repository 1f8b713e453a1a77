// A generated catalogue of N products for the benchmark, built from the seed catalogue's visible products: each
// copy gets its own id, sku, url and a model number in its name, so the text index grows with the catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/config/packageRoot';
import type { CatalogDocuments } from '../src/search/CatalogDocuments';

type Doc = Record<string, unknown>;

const read = (path: string) => JSON.parse(readFileSync(join(packageRoot, 'seed', path), 'utf8')) as Doc[];
const series = ['Pro', 'Agri', 'Eco', 'Max', 'Compact', 'Confort', 'Atelier', 'Chantier', 'Jardin', 'Collectivité'];

/** The seed catalogue with its products multiplied to `count` visible products. */
export function generateLargeCatalog(count: number): CatalogDocuments {
  const products = read('catalog/products.json');
  const templates = products.filter((p) => p.visibility !== 1 && p.status === 1);
  const generated: Doc[] = [];
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length] as Doc;
    const model = `${series[Math.floor(i / templates.length) % series.length]} ${1000 + Math.floor(i / templates.length)}`;
    const sku = `${String(template.sku)}-G${i}`;
    const children = Array.isArray(template.configurable_children)
      ? (template.configurable_children as Doc[]).map((child) => ({
          ...child,
          sku: `${String(child.sku)}-G${i}`,
          parentSku: sku,
        }))
      : undefined;
    generated.push({
      ...template,
      id: 100_000 + i,
      sku,
      name: `${String(template.name)} ${model}`,
      url_key: `${String(template.url_key)}-g${i}`,
      url_path: `${String(template.url_path)}-g${i}`,
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
      ...(children ? { configurable_children: children } : {}),
    });
  }
  return {
    products: generated,
    categories: read('catalog/categories.json'),
    attributes: read('catalog/attributes.json'),
    taxRules: read('catalog/taxrules.json'),
    cmsPages: read('cms/pages.json'),
    cmsBlocks: read('cms/blocks.json'),
    cmsHierarchy: read('cms/hierarchy.json'),
    reviews: [],
  };
}
