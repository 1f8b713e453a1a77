import type { CatalogSearchConfig } from '@citerne/catalog-search';
import { documentValues } from '../documentValues';
import { fieldValues } from '../fieldValues';
import { NUMERIC_SORTS } from '../numericSorts';
import type { IndexedDocument, TypeDefinition } from '../TypeDefinition';

/**
 * A document as the Elasticsearch / OpenSearch indices hold it (`engineMappings`): the served document kept whole
 * and unindexed in `doc`, and beside it what queries read — `text` per text field, `term` (keyword values) and `num`
 * (numbers) per filter field, `sort` keys, category `positions`, the `links` a product is made from, `ord`, the
 * catalogue's own order (ties), and for a product whose special price starts or ends later, when
 * (`next_price_change`, ms; `EngineSearchBackend` prices it again then).
 */
export interface EngineDocument {
  readonly doc: Record<string, unknown>;
  readonly text: Readonly<Record<string, string>>;
  readonly term: Readonly<Record<string, readonly string[]>>;
  readonly num: Readonly<Record<string, readonly number[]>>;
  readonly sort: Readonly<Record<string, number | string>>;
  readonly positions: readonly { readonly category_id: string; readonly position: number }[];
  readonly links: readonly string[];
  readonly ord: number;
  readonly next_price_change?: number;
}

const isNumber = (value: string) => value !== '' && Number.isFinite(Number(value));

/** The fields a document of the type is filtered on: the type's filter fields, and every attribute code for products. */
export function filterFieldsOf(definition: TypeDefinition, attributeCodes: readonly string[]): string[] {
  return [...new Set([...definition.filterFields, ...(definition.type === 'product' ? attributeCodes : [])])];
}

/**
 * The `term` and `num` values of some fields of a document (`documentValues`: aliases such as `price` →
 * `price_incl_tax`, a configurable's children's values): what a partial update after a stock change sends too.
 * A field without numbers gets an empty `num` list, so an update clears the old ones.
 */
export function fieldsOf(
  definition: TypeDefinition,
  entry: IndexedDocument,
  fields: readonly string[],
): { term: Record<string, string[]>; num: Record<string, number[]> } {
  const term: Record<string, string[]> = {};
  const num: Record<string, number[]> = {};
  for (const field of fields) {
    const values = documentValues(definition, entry, field);
    term[field] = values;
    num[field] = values.filter(isNumber).map(Number);
  }
  return { term, num };
}

/**
 * The indexed document of one served document: values from `documentValues`, the embedded index's own reading, so
 * the three drivers filter, sort and aggregate on the same values.
 * @example
 * const indexed = engineDocument(definitions.product, entry, { ord: 12, attributeCodes, config });
 */
export function engineDocument(
  definition: TypeDefinition,
  entry: IndexedDocument,
  options: {
    readonly ord: number;
    readonly attributeCodes: readonly string[];
    readonly config: CatalogSearchConfig;
    /** When the product's price next changes on its own (`nextPriceChangeOf` of its catalogue row); none: never. */
    readonly nextPriceChange?: number | null;
  },
): EngineDocument {
  const { term, num } = fieldsOf(definition, entry, filterFieldsOf(definition, options.attributeCodes));
  for (const field of Object.keys(term)) {
    if (term[field]?.length === 0) delete term[field];
    if (num[field]?.length === 0) delete num[field];
  }
  const sort: Record<string, number | string> = {};
  for (const field of options.config.sortableFields[definition.type]) {
    if (field === 'relevance') continue;
    const values = documentValues(definition, entry, field);
    if (NUMERIC_SORTS.has(field)) {
      const numbers = values.filter(isNumber).map(Number);
      if (numbers.length > 0) sort[field] = Math.min(...numbers);
    } else if (values[0] !== undefined) {
      sort[field] = values[0];
    }
  }
  const positions: { category_id: string; position: number }[] = [];
  const categories = entry.doc.category;
  if (definition.type === 'product' && Array.isArray(categories)) {
    for (const category of categories as { category_id?: unknown; position?: unknown }[]) {
      if (typeof category.position === 'number' && category.category_id !== undefined)
        positions.push({ category_id: String(category.category_id), position: category.position });
    }
  }
  const text: Record<string, string> = {};
  for (const field of definition.textFields) text[field.name] = field.read(entry);
  const links =
    definition.type === 'product'
      ? [
          ...new Set(
            [
              ...fieldValues(entry.doc, ['configurable_children', 'sku']),
              ...fieldValues(entry.doc, ['bundle_options', 'product_links', 'sku']),
            ].map(String),
          ),
        ]
      : [];
  const next = options.nextPriceChange;
  return {
    doc: entry.doc,
    text,
    term,
    num,
    sort,
    positions,
    links,
    ord: options.ord,
    ...(next === undefined || next === null ? {} : { next_price_change: next }),
  };
}
