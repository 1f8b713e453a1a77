import type { EntityType } from '@citerne/catalog-search';
import type { TaxRule } from '@citerne/pricing';
import type { SearchAttribute } from './runSearch';
import type { TypeIndex } from './TypeIndex';

/** One immutable build of the index: a {@link TypeIndex} per entity type and what the searches read besides. */
export interface SearchSnapshot {
  readonly types: Readonly<Record<EntityType, TypeIndex>>;
  readonly attributes: ReadonlyMap<string, SearchAttribute>;
  /** The tax rules, validated (`parseTaxRules`), to price products again for a customer group. */
  readonly taxRules: readonly TaxRule[];
  /** Product documents by sku (visible or not), as served. */
  readonly productsBySku: ReadonlyMap<string, Record<string, unknown>>;
  /** Changes whenever what the index serves changes (ETag of catalogue reads). */
  readonly revision: string;
  /** When a special price starts or ends next (the prices must be computed again then), or null. */
  readonly nextPriceChange: number | null;
}
