import type { EntityType } from '@citerne/catalog-search';
import type { FieldValue } from './fieldValues';

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
