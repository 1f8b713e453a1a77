import type { AttributeMetadata, SearchAggregations } from '@citerne/catalog-search';
import type { PriceFilterRange } from '@citerne/pricing';
import type { FilterGroup } from '@citerne/ui-kit';
import { swatchColor } from '../catalog/swatchColor';

/** What {@link filterGroups} needs: the answer's aggregations and attribute metadata, the chosen options. */
export interface FilterGroupsInput {
  readonly aggregations: SearchAggregations;
  readonly attributes: readonly AttributeMetadata[];
  /** Chosen option ids per filter code (from the route query). */
  readonly selected: Readonly<Record<string, readonly string[]>>;
  /** The price buckets with their labels (SPEC §9: `< 50 €`, `50 € - 100 €`, …). */
  readonly priceRanges: readonly PriceFilterRange[];
  /** Label of the price group. */
  readonly priceLabel: string;
}

const termPrefix = 'agg_terms_';

/**
 * The filter groups of a category page from a search answer (SPEC §3 "Filter option", §9 "Sorting and
 * filters"): one group per term aggregation, labelled with the attribute's label and its options' labels,
 * colours drawn as swatches; the price group with the SPEC §9 buckets (single-valued). Options matching no
 * product are left out unless chosen; a group without options is left out.
 *
 * @example
 * filterGroups({ aggregations, attributes, selected: { color: ['49'] }, priceRanges, priceLabel: 'Prix' });
 */
export function filterGroups(input: FilterGroupsInput): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const price = input.aggregations.agg_range_price;
  if (price) {
    const chosen = input.selected.price ?? [];
    const options = input.priceRanges.flatMap((range) => {
      const bucket = price.buckets.find((candidate) => String(candidate.key) === range.id);
      const count = bucket?.doc_count ?? 0;
      return count > 0 || chosen.includes(range.id) ? [{ id: range.id, label: range.label, count }] : [];
    });
    if (options.length > 0) {
      groups.push({ id: 'price', label: input.priceLabel, kind: 'price', single: true, options });
    }
  }
  for (const [key, aggregation] of Object.entries(input.aggregations)) {
    if (!key.startsWith(termPrefix)) continue;
    const code = key.slice(termPrefix.length);
    const attribute = input.attributes.find((candidate) => candidate.attribute_code === code);
    if (!attribute) continue;
    const chosen = input.selected[code] ?? [];
    const order = (id: string) => {
      const index = attribute.options?.findIndex((option) => String(option.value) === id) ?? -1;
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const options = aggregation.buckets
      .flatMap((bucket) => {
        const id = String(bucket.key);
        const label = attribute.options?.find((option) => String(option.value) === id)?.label;
        if (!label || (bucket.doc_count === 0 && !chosen.includes(id))) return [];
        return [{ id, label, count: bucket.doc_count, ...(code === 'color' ? { color: swatchColor(label) } : {}) }];
      })
      .sort((a, b) => order(a.id) - order(b.id));
    if (options.length === 0) continue;
    groups.push({
      id: code,
      label: attribute.frontend_label ?? code,
      kind: code === 'color' ? 'swatches' : 'options',
      options,
    });
  }
  return groups;
}
