import { createHash } from 'node:crypto';
import {
  type CatalogSearchConfig,
  type EntityType,
  entityTypes,
  type SearchFilter,
  visitorFilters,
} from '@citerne/catalog-search';
import type { BundleOption } from '@citerne/core-api/contract';
import {
  announcedReduction,
  bundleDefaultSelections,
  calculateProductTax,
  fromCents,
  getBundlePrice,
  priceTimeline,
  type TaxRule,
  toCents,
} from '@citerne/pricing';
import { parseTaxRules } from '../pricing/parseTaxRules';
import type { CatalogDocuments, StockRecord } from './CatalogDocuments';
import { configurableInStock } from './configurableInStock';
import type { FieldValue } from './fieldValues';
import type { SearchAttribute } from './runSearch';
import type { SearchSnapshot } from './SearchSnapshot';
import type { IndexedDocument } from './TypeDefinition';
import { type IndexCacheSizes, TypeIndex } from './TypeIndex';
import { typeDefinitions } from './typeDefinitions';

type Doc = Record<string, unknown>;

const NEW_PRODUCT_DAYS = 60;

function withStock(doc: Doc, stock: ReadonlyMap<string, StockRecord> | undefined): Doc {
  const record = stock?.get(String(doc.sku));
  if (!record) return doc;
  const current = (doc.stock ?? {}) as Doc;
  return {
    ...doc,
    stock: {
      ...current,
      qty: record.qty,
      is_in_stock: record.is_in_stock,
      ...(record.manage_stock === undefined ? {} : { manage_stock: record.manage_stock }),
    },
  };
}

const noReduction = { reference_price: null, reference_price_incl_tax: null, reduction_percent: null };

/**
 * The reduction a product may announce now (art. L112-1-1 Code de la consommation, `@citerne/pricing`'s
 * `announcedReduction`): its reference price — the lowest price charged in the 30 days before the reduction, from
 * its recorded price history with its special price laid over it — excl. and incl. tax, and the percent off. The
 * shop strikes through this reference, never `original_price`: a price raised just before a sale announces nothing.
 */
function referencePrice(
  raw: Doc,
  history: readonly { price: number; from: number }[] | undefined,
  taxRules: readonly TaxRule[],
  now: number,
): typeof noReduction | { reference_price: number; reference_price_incl_tax: number; reduction_percent: number } {
  if (typeof raw.special_price !== 'number' || raw.special_price <= 0) return noReduction;
  const reduction = announcedReduction(priceTimeline(raw, history ?? []), now);
  if (!reduction) return noReduction;
  const inclTax = (price: number) =>
    calculateProductTax(
      { sku: String(raw.sku), price, tax_class_id: raw.tax_class_id as number | undefined },
      taxRules,
      { now },
    ).price_incl_tax;
  const reference = toCents(inclTax(reduction.referencePrice));
  const current = toCents(inclTax(reduction.price));
  return {
    reference_price: reduction.referencePrice,
    reference_price_incl_tax: fromCents(reference),
    // The percent the shopper reads, on the prices shown (tax included), rounded down like announcedReduction's.
    reduction_percent: Math.floor(((reference - current) * 100) / reference),
  };
}

function dateValue(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00+01:00` : value);
  return Number.isNaN(time) ? null : time;
}

/**
 * When a product's price changes next on its own (SPEC §4 "Pricing": its special price starts, or ends at the end of
 * its last day), after `now`; null when it will not.
 */
export function nextPriceChangeOf(doc: Doc, now: number): number | null {
  let next: number | null = null;
  for (const field of ['special_from_date', 'special_to_date'] as const) {
    const time = dateValue(doc[field]);
    const change = field === 'special_to_date' && time !== null ? time + 86_400_000 : time;
    if (change !== null && change > now && (next === null || change < next)) next = change;
  }
  return next;
}

/**
 * Prepares the served product documents (SPEC §3 Product): configurable children refreshed from their own rows and
 * the current stock, the parent in stock when an enabled child is, every price field computed for a guest in France
 * with the tax rules (`@citerne/pricing`), `new` and `sale` flags, and the children's attribute values kept as extra
 * filter values of the parent.
 */
export function prepareProducts(
  documents: CatalogDocuments,
  taxRules: readonly TaxRule[],
  filterable: readonly string[],
  now: number,
  log: (message: string) => void,
): { entries: IndexedDocument[]; nextPriceChange: number | null } {
  const bySku = new Map(documents.products.map((doc) => [String(doc.sku), withStock(doc, documents.stock)]));
  let nextPriceChange: number | null = null;
  const entries = [...bySku.values()].map((raw): IndexedDocument => {
    let doc = raw;
    const extra: Record<string, FieldValue[]> = {};
    const change = nextPriceChangeOf(doc, now);
    if (change !== null && (nextPriceChange === null || change < nextPriceChange)) nextPriceChange = change;
    if (Array.isArray(doc.configurable_children)) {
      const children = (doc.configurable_children as Doc[]).map(
        (child) => bySku.get(String(child.sku)) ?? withStock(child, documents.stock),
      );
      const enabled = children.filter((child) => typeof child.status !== 'number' || child.status < 2);
      doc = {
        ...doc,
        configurable_children: children,
        stock: {
          ...((doc.stock ?? {}) as Doc),
          is_in_stock: configurableInStock(children),
        },
      };
      for (const code of filterable) {
        const values = enabled.flatMap((child) => {
          const own = child[code];
          return own === undefined || own === null ? [] : Array.isArray(own) ? own : [own];
        });
        if (values.length > 0) extra[code] = values as FieldValue[];
      }
    }
    try {
      doc = calculateProductTax(doc, taxRules, { now });
    } catch (error) {
      log(`Prices of ${String(doc.sku)} left as stored: ${(error as Error).message}`);
    }
    let reduction = noReduction as ReturnType<typeof referencePrice>;
    try {
      const history = documents.priceHistory;
      reduction = referencePrice(raw, history?.get(String(raw.sku)), taxRules, now);
      if (Array.isArray(doc.configurable_children)) {
        doc = {
          ...doc,
          configurable_children: (doc.configurable_children as Doc[]).map((child) => ({
            ...child,
            ...referencePrice(bySku.get(String(child.sku)) ?? child, history?.get(String(child.sku)), taxRules, now),
          })),
        };
      }
    } catch (error) {
      log(`Reference price of ${String(doc.sku)} not computed: ${(error as Error).message}`);
    }
    doc = { ...doc, ...reduction };
    const created = dateValue(doc.created_at);
    const isNew = created !== null && now - created < NEW_PRODUCT_DAYS * 86_400_000;
    // "Promo" only where a reduction may be announced (art. L112-1-1), not for every special price.
    const sale = reduction.reference_price !== null;
    return { doc: { ...doc, new: isNew ? 1 : 0, sale: sale ? 1 : 0 }, extra };
  });
  return { entries: priceBundles(entries, log), nextPriceChange };
}

/**
 * A bundle is listed at the price of its default selection made of its linked products' current prices
 * (special prices included), as the product page and the cart price it (SPEC §4 "Pricing"): each option's default
 * link (flagged, else the first).
 */
function priceBundles(entries: IndexedDocument[], log: (message: string) => void): IndexedDocument[] {
  const priced = new Map<string, Doc>();
  for (const { doc } of entries) {
    priced.set(String(doc.sku), doc);
    for (const child of (doc.configurable_children as Doc[] | undefined) ?? []) priced.set(String(child.sku), child);
  }
  return entries.map((entry) => {
    const options = entry.doc.bundle_options;
    if (entry.doc.type_id !== 'bundle' || !Array.isArray(options)) return entry;
    try {
      // SPEC §4 "Pricing": each option's default link, flagged or else the first (pricing's bundleDefaultSelections,
      // the rule of the page and the cart; optional options without a flagged default are no exception).
      const defaults = bundleDefaultSelections(options as BundleOption[]).flatMap(({ option, link, qty }) => {
        const product = priced.get(String(link.sku));
        if (!product) return [];
        return [
          { option_id: option.option_id, product_links: [{ sku: String(link.sku), qty, is_default: true, product }] },
        ];
      });
      const { price, price_tax, price_incl_tax } = getBundlePrice({ bundle_options: defaults });
      const prices = { price, price_tax, price_incl_tax, final_price: price, final_price_incl_tax: price_incl_tax };
      return { ...entry, doc: { ...entry.doc, ...prices, special_price: 0 } };
    } catch (error) {
      log(`Bundle price of ${String(entry.doc.sku)} left as stored: ${(error as Error).message}`);
      return entry;
    }
  });
}

function countVisibleProducts(products: TypeIndex, config: CatalogSearchConfig): Map<string, number> {
  const filters: SearchFilter[] = visitorFilters('catalog', config);
  const counts = new Map<string, number>();
  const columns = filters.map((filter) => ({
    values: products.values(filter.field),
    wanted: new Set(
      (filter.kind === 'term' ? [filter.value] : filter.kind === 'terms' ? filter.values : []).map(String),
    ),
  }));
  const categories = products.values('category_ids');
  products.entries.forEach((_, doc) => {
    if (!columns.every(({ values, wanted }) => values[doc]?.some((v) => wanted.has(v)))) return;
    for (const id of categories[doc] ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  return counts;
}

/**
 * Builds one immutable index snapshot from the catalogue documents: products priced and flagged, categories with
 * their visible product counts, attributes, tax rules, CMS pages, blocks and hierarchy, reviews.
 */
export function buildSnapshot(
  documents: CatalogDocuments,
  config: CatalogSearchConfig,
  {
    now = Date.now(),
    log = () => {},
    caches,
  }: { now?: number; log?: (message: string) => void; caches?: IndexCacheSizes } = {},
): SearchSnapshot {
  const definitions = typeDefinitions(config);
  const attributes = new Map<string, SearchAttribute>(
    documents.attributes.map((doc) => [String(doc.attribute_code), doc as unknown as SearchAttribute]),
  );
  // Price is not an option attribute: a parent's price is its own (the cheapest child's, incl. tax), never a child's raw one.
  const filterable = [...attributes.values()]
    .filter((a) => a.is_filterable && a.attribute_code !== 'price')
    .map((a) => a.attribute_code);
  const taxRules = parseTaxRules(documents.taxRules, log);
  const products = prepareProducts(documents, taxRules, filterable, now, log);
  const productIndex = new TypeIndex(definitions.product, products.entries, caches);
  const counts = countVisibleProducts(productIndex, config);
  const entries = (docs: readonly Doc[]) => docs.map((doc) => ({ doc }));
  const byType: Record<EntityType, IndexedDocument[] | TypeIndex> = {
    product: productIndex,
    category: documents.categories.map((doc) => ({ doc: { ...doc, product_count: counts.get(String(doc.id)) ?? 0 } })),
    attribute: entries(documents.attributes),
    taxrule: entries(documents.taxRules),
    cms_page: entries(documents.cmsPages),
    cms_block: entries(documents.cmsBlocks),
    cms_hierarchy: entries(documents.cmsHierarchy),
    review: entries(documents.reviews),
  };
  const types = Object.fromEntries(
    entityTypes.map((type) => {
      const value = byType[type];
      return [type, value instanceof TypeIndex ? value : new TypeIndex(definitions[type], value, caches)];
    }),
  ) as Record<EntityType, TypeIndex>;
  const hash = createHash('sha1');
  for (const type of entityTypes) for (const entry of types[type].entries) hash.update(JSON.stringify(entry.doc));
  return {
    types,
    attributes,
    taxRules,
    productsBySku: new Map(products.entries.map((entry) => [String(entry.doc.sku), entry.doc])),
    revision: hash.digest('base64url').slice(0, 16),
    nextPriceChange: products.nextPriceChange,
  };
}
