import type { CatalogSearchConfig } from '@citerne/catalog-search';
import { analyzeSku, foldText } from '../analyzeText';
import { documentValues } from '../documentValues';
import { NUMERIC_SORTS } from '../numericSorts';
import type { IndexedDocument, TypeDefinition } from '../TypeDefinition';

/** One row of `search_documents` as the indexer writes it (the text vector is built by PostgreSQL from `text`). */
export interface SearchRow {
  readonly type: string;
  readonly key: string;
  readonly ord: number;
  readonly doc: Record<string, unknown>;
  readonly terms: readonly string[];
  readonly facets: readonly string[];
  readonly sorts: Readonly<Record<string, number | string>>;
  readonly price: number | null;
  readonly cat_positions: Readonly<Record<string, number>>;
  /** Text per weight (A–D), folded: words for the French configuration, codes (skus) for the `simple` one. */
  readonly text: Readonly<Record<'A' | 'B' | 'C' | 'D', { readonly words: string; readonly codes: string }>>;
  readonly next_change: string | null;
}

/**
 * The weight letter of a text field's boost (SPEC §9 "boosts name 4, sku 2, category name 1"): a text vector has
 * four weights, 4 → A, 2 → B, 1 → C, less → D; a search asks each weight apart and adds the boosts it found.
 */
export function weightOf(boost: number): 'A' | 'B' | 'C' | 'D' {
  return boost >= 4 ? 'A' : boost >= 2 ? 'B' : boost >= 1 ? 'C' : 'D';
}

const isNumber = (value: string) => value !== '' && Number.isFinite(Number(value));

/**
 * The `search_documents` row of one served document: its filter values as `field=value` (every filter field of the
 * type and, for products, every attribute code), the facet values of the filterable attributes, the sort keys, the
 * text by weight. Values come from `documentValues`, the embedded
 * index's own reading of a document, so both drivers filter, sort and aggregate on the same values.
 * @example
 * const row = searchRow(definitions.product, entry, { key: 'CS-EP-10', ord: 12, attributeCodes, facetCodes, config });
 */
export function searchRow(
  definition: TypeDefinition,
  entry: IndexedDocument,
  options: {
    readonly key: string;
    readonly ord: number;
    readonly attributeCodes: readonly string[];
    readonly facetCodes: readonly string[];
    readonly config: CatalogSearchConfig;
    readonly nextChange?: number | null;
  },
): SearchRow {
  const fields = new Set([
    ...definition.filterFields,
    ...(definition.type === 'product' ? options.attributeCodes : []),
  ]);
  const terms: string[] = [];
  for (const field of fields) {
    const values = documentValues(definition, entry, field);
    for (const value of values) terms.push(`${field}=${value}`);
  }
  const facets: string[] = [];
  if (definition.type === 'product') {
    for (const code of options.facetCodes)
      for (const value of documentValues(definition, entry, code)) facets.push(`${code}=${value}`);
  }
  const sorts: Record<string, number | string> = {};
  for (const field of options.config.sortableFields[definition.type]) {
    if (field === 'relevance') continue;
    const values = documentValues(definition, entry, field);
    if (values.length === 0) continue;
    if (NUMERIC_SORTS.has(field)) {
      const numbers = values.filter(isNumber).map(Number);
      if (numbers.length > 0) sorts[field] = Math.min(...numbers);
    } else {
      sorts[field] = values[0] as string;
    }
  }
  const prices = definition.type === 'product' ? documentValues(definition, entry, 'price').filter(isNumber) : [];
  const catPositions: Record<string, number> = {};
  const categories = entry.doc.category;
  if (Array.isArray(categories)) {
    for (const category of categories as { category_id?: unknown; position?: unknown }[]) {
      if (typeof category.position === 'number' && category.category_id !== undefined)
        catPositions[String(category.category_id)] = category.position;
    }
  }
  const text = {
    A: { words: '', codes: '' },
    B: { words: '', codes: '' },
    C: { words: '', codes: '' },
    D: { words: '', codes: '' },
  };
  for (const field of definition.textFields) {
    const weight = text[weightOf(field.boost)];
    const value = field.read(entry);
    if (field.analyzer === 'sku') weight.codes = `${weight.codes} ${analyzeSku(value).join(' ')}`.trim();
    else weight.words = `${weight.words} ${foldText(value)}`.trim();
  }
  return {
    type: definition.type,
    key: options.key,
    ord: options.ord,
    doc: entry.doc,
    terms,
    facets,
    sorts,
    price: prices.length > 0 ? Math.min(...prices.map(Number)) : null,
    cat_positions: catPositions,
    text,
    next_change: options.nextChange ? new Date(options.nextChange).toISOString() : null,
  };
}
