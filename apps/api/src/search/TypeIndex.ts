import type { EntityType } from '@citerne/catalog-search';
import MiniSearch from 'minisearch';
import { analyzeSku, analyzeText } from './analyzeText';
import { type FieldValue, fieldValues } from './fieldValues';

/** A document of the index: what is served, plus the values it is also found by (a configurable's children colours). */
export interface IndexedDocument {
  readonly doc: Record<string, unknown>;
  readonly extra?: Readonly<Record<string, readonly FieldValue[]>>;
}

/** A full-text field of an entity type, with its boost (SPEC §9 "boosts name 4, sku 2, category name 1"). */
export interface TextField {
  readonly name: string;
  readonly boost: number;
  readonly read: (entry: IndexedDocument) => string;
  readonly analyzer?: 'text' | 'sku';
}

/** How an entity type is indexed. */
export interface TypeDefinition {
  readonly type: EntityType;
  readonly textFields: readonly TextField[];
  /** Fields a query may filter on (besides the dynamic attribute codes of products). */
  readonly filterFields: readonly string[];
  /** Query field → document path (`price` is the price incl. tax a guest sees). */
  readonly aliases?: Readonly<Record<string, string>>;
  /** Computed sort values (`position` of a product without category). */
  readonly computed?: Readonly<Record<string, (entry: IndexedDocument) => number | string | undefined>>;
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * The documents of one entity type with lazily built, cached columns: values per document, postings (value →
 * documents), numbers and sort ranks, and a MiniSearch full-text index over the type's text fields.
 */
export class TypeIndex {
  readonly text: MiniSearch<{ id: number }> | null;
  readonly #values = new Map<string, string[][]>();
  readonly #numbers = new Map<string, Float64Array>();
  readonly #postings = new Map<string, Map<string, number[]>>();
  readonly #ranks = new Map<string, Int32Array>();

  readonly #entries: IndexedDocument[];

  constructor(
    readonly definition: TypeDefinition,
    entries: readonly IndexedDocument[],
  ) {
    this.#entries = [...entries];
    this.text = definition.textFields.length > 0 ? this.#buildText() : null;
  }

  /** The documents, in index order (a document's index is its id in the text engine). */
  get entries(): readonly IndexedDocument[] {
    return this.#entries;
  }

  /**
   * Replaces documents whose non-text fields changed (stock), forgetting the cached columns of the fields given.
   * The full-text index is kept: text fields must not change this way.
   */
  replace(changes: ReadonlyMap<number, IndexedDocument>, fieldPrefixes: readonly string[]): void {
    for (const [doc, entry] of changes) this.#entries[doc] = entry;
    for (const prefix of fieldPrefixes) this.invalidate(prefix);
  }

  get size(): number {
    return this.entries.length;
  }

  #buildText(): MiniSearch<{ id: number }> {
    const fields = this.definition.textFields;
    const engine = new MiniSearch<{ id: number }>({
      idField: 'id',
      fields: fields.map((field) => field.name),
      extractField: (document, fieldName) => {
        const entry = this.entries[document.id] as IndexedDocument;
        if (fieldName === 'id') return document.id;
        return fields.find((field) => field.name === fieldName)?.read(entry) ?? '';
      },
      tokenize: (text, fieldName) =>
        fields.find((field) => field.name === fieldName)?.analyzer === 'sku' ? analyzeSku(text) : analyzeText(text),
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => analyzeText(text), processTerm: (term) => term },
    });
    engine.addAll(this.entries.map((_, id) => ({ id })));
    return engine;
  }

  #path(field: string): string[] {
    return (this.definition.aliases?.[field] ?? field).split('.');
  }

  /** The values of a field per document, as strings (numbers and booleans written as `String` does). */
  values(field: string): string[][] {
    let column = this.#values.get(field);
    if (!column) {
      const path = this.#path(field);
      const computed = this.definition.computed?.[field];
      column = this.entries.map((entry) => {
        if (computed) {
          const value = computed(entry);
          return value === undefined ? [] : [String(value)];
        }
        const own = fieldValues(entry.doc, path).map(String);
        const extra = entry.extra?.[field];
        return extra ? [...new Set([...own, ...extra.map(String)])] : own;
      });
      this.#values.set(field, column);
    }
    return column;
  }

  /** The lowest numeric value of a field per document; NaN when it has none. */
  numbers(field: string): Float64Array {
    let column = this.#numbers.get(field);
    if (!column) {
      const values = this.values(field);
      column = new Float64Array(values.length);
      values.forEach((items, i) => {
        let lowest = Number.NaN;
        for (const item of items) {
          const n = Number(item);
          if (item !== '' && Number.isFinite(n) && !(n >= lowest)) lowest = n;
        }
        (column as Float64Array)[i] = lowest;
      });
      this.#numbers.set(field, column);
    }
    return column;
  }

  /** Value → the documents holding it, for fast term filters. */
  postings(field: string): Map<string, number[]> {
    let map = this.#postings.get(field);
    if (!map) {
      map = new Map();
      this.values(field).forEach((items, i) => {
        for (const item of items) {
          const list = (map as Map<string, number[]>).get(item);
          if (list) list.push(i);
          else (map as Map<string, number[]>).set(item, [i]);
        }
      });
      this.#postings.set(field, map);
    }
    return map;
  }

  /** The ascending sort rank of each document on a field (numbers numerically, text in French order); missing last. */
  ranks(field: string): Int32Array {
    let ranks = this.#ranks.get(field);
    if (!ranks) {
      const numbers = this.numbers(field);
      const values = this.values(field);
      const numeric = values.every((items, i) => items.length === 0 || !Number.isNaN(numbers[i] as number));
      const order = Array.from({ length: values.length }, (_, i) => i);
      const missing = (i: number) => values[i]?.length === 0;
      order.sort((a, b) => {
        if (missing(a) !== missing(b)) return missing(a) ? 1 : -1;
        const byValue = numeric
          ? (numbers[a] as number) - (numbers[b] as number)
          : collator.compare(values[a]?.[0] ?? '', values[b]?.[0] ?? '');
        return byValue || a - b;
      });
      ranks = new Int32Array(values.length);
      order.forEach((doc, rank) => {
        (ranks as Int32Array)[doc] = rank;
      });
      this.#ranks.set(field, ranks);
    }
    return ranks;
  }

  /** Forgets the cached columns of the fields starting with a prefix (after a stock change). */
  invalidate(prefix: string): void {
    for (const cache of [this.#values, this.#numbers, this.#postings, this.#ranks]) {
      for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
    }
  }
}
