import MiniSearch from 'minisearch';
import { analyzeSku, analyzeText } from './analyzeText';
import { documentValues } from './documentValues';
import type { IndexedDocument, TextField, TypeDefinition } from './TypeDefinition';

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** A field's values dictionary-encoded: the codes of document `d` are `codes[offsets[d]..offsets[d + 1]]`. */
export interface CodedColumn {
  readonly dictionary: readonly string[];
  readonly codeOf: ReadonlyMap<string, number>;
  readonly offsets: Int32Array;
  readonly codes: Int32Array;
}

/** The documents a text matched, best first, with their scores (cached per text). */
export interface TextMatches {
  readonly docs: Int32Array;
  readonly scores: Float64Array;
}

/** What a query found before paging: the matching documents in order and the aggregations over them. */
export interface QueryMatches {
  readonly matches: readonly number[];
  readonly aggregations: unknown;
}

/** How many recent texts and queries an index remembers (0 turns the caches off). */
export interface IndexCacheSizes {
  readonly texts: number;
  readonly queries: number;
}

/** Remembers the most recently used entries up to a size (Map keeps insertion order). */
class Recent<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly size: number) {}
  get(key: string, compute: () => V): V {
    if (this.size === 0) return compute();
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.#entries.set(key, value);
    if (this.#entries.size > this.size) this.#entries.delete(this.#entries.keys().next().value as string);
    return value;
  }
  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The documents of one entity type with lazily built, cached columns: values per document, dictionary-encoded
 * codes, postings (value → documents), numbers and sort ranks, and MiniSearch full-text indexes over the type's text
 * fields (typo-tolerant fields in one, exact code fields such as the sku in another).
 */
export class TypeIndex {
  readonly text: MiniSearch<{ id: number }> | null;
  readonly codesText: MiniSearch<{ id: number }> | null;
  readonly #values = new Map<string, string[][]>();
  readonly #numbers = new Map<string, Float64Array>();
  readonly #postings = new Map<string, Map<string, number[]>>();
  readonly #ranks = new Map<string, { ranks: Int32Array; order: Int32Array; present: number }>();
  readonly #coded = new Map<string, CodedColumn>();
  readonly #masks = new Map<string, Uint8Array>();
  readonly #texts: Recent<TextMatches>;
  readonly #queries: Recent<QueryMatches>;

  readonly #entries: IndexedDocument[];

  constructor(
    readonly definition: TypeDefinition,
    entries: readonly IndexedDocument[],
    caches: IndexCacheSizes = { texts: 512, queries: 256 },
  ) {
    this.#texts = new Recent(caches.texts);
    this.#queries = new Recent(caches.queries);
    this.#entries = [...entries];
    const words = definition.textFields.filter((field) => field.analyzer !== 'sku');
    const codes = definition.textFields.filter((field) => field.analyzer === 'sku');
    this.text = words.length > 0 ? this.#buildText(words, analyzeText) : null;
    this.codesText = codes.length > 0 ? this.#buildText(codes, analyzeSku) : null;
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

  #buildText(fields: readonly TextField[], analyze: (text: string) => string[]): MiniSearch<{ id: number }> {
    const engine = new MiniSearch<{ id: number }>({
      idField: 'id',
      fields: fields.map((field) => field.name),
      extractField: (document, fieldName) => {
        const entry = this.entries[document.id] as IndexedDocument;
        if (fieldName === 'id') return document.id;
        return fields.find((field) => field.name === fieldName)?.read(entry) ?? '';
      },
      tokenize: (text) => analyze(text),
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => analyzeText(text), processTerm: (term) => term },
    });
    engine.addAll(this.entries.map((_, id) => ({ id })));
    return engine;
  }

  /** The matches of a text, remembered for the most recent texts (popular searches repeat). */
  textMatches(key: string, compute: () => TextMatches): TextMatches {
    return this.#texts.get(key, compute);
  }

  /**
   * What a query found before paging, remembered for the most recent queries (a query-result cache, as search
   * engines keep): paging through results or asking other fields reuses it. Forgotten on any stock change.
   */
  queryMatches(key: string, compute: () => QueryMatches): QueryMatches {
    return this.#queries.get(key, compute);
  }

  /** The dictionary-encoded values of a field, for fast term filters and aggregations. */
  coded(field: string): CodedColumn {
    let column = this.#coded.get(field);
    if (!column) {
      const values = this.values(field);
      const codeOf = new Map<string, number>();
      const dictionary: string[] = [];
      const offsets = new Int32Array(values.length + 1);
      let total = 0;
      for (const items of values) total += items.length;
      const codes = new Int32Array(total);
      let at = 0;
      values.forEach((items, doc) => {
        offsets[doc] = at;
        for (const item of items) {
          let code = codeOf.get(item);
          if (code === undefined) {
            code = dictionary.length;
            dictionary.push(item);
            codeOf.set(item, code);
          }
          codes[at++] = code;
        }
      });
      offsets[values.length] = at;
      column = { dictionary, codeOf, offsets, codes };
      this.#coded.set(field, column);
    }
    return column;
  }

  /** A cached per-document flag (the visitor filters of a scope), built once by `build`. */
  mask(key: string, build: () => Uint8Array): Uint8Array {
    let mask = this.#masks.get(key);
    if (!mask) {
      mask = build();
      this.#masks.set(key, mask);
    }
    return mask;
  }

  /** The values of a field per document, as strings (numbers and booleans written as `String` does). */
  values(field: string): string[][] {
    let column = this.#values.get(field);
    if (!column) {
      column = this.entries.map((entry) => documentValues(this.definition, entry, field));
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

  /**
   * The ascending sort rank of each document on a field (numbers numerically, text in French order), the documents
   * in rank order, and how many have a value (those without come last).
   */
  ranks(field: string): { ranks: Int32Array; order: Int32Array; present: number } {
    let sorted = this.#ranks.get(field);
    if (!sorted) {
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
      const ranks = new Int32Array(values.length);
      order.forEach((doc, rank) => {
        ranks[doc] = rank;
      });
      const present = values.filter((items) => items.length > 0).length;
      sorted = { ranks, order: Int32Array.from(order), present };
      this.#ranks.set(field, sorted);
    }
    return sorted;
  }

  /** Forgets the cached columns of the fields starting with a prefix (after a stock change), and every mask. */
  invalidate(prefix: string): void {
    for (const cache of [this.#values, this.#numbers, this.#postings, this.#ranks, this.#coded]) {
      for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
    }
    this.#masks.clear();
    this.#queries.clear();
  }
}
