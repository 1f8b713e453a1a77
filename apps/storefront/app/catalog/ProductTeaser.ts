import type { Product } from '@citerne/core-api/contract';
import { productHref } from './productHref';

/** What a product card shows (grids, carousels, search results), kept small for the dehydrated page data. */
export interface ProductTeaser {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly image: string | null;
  /** Price incl. tax the shopper pays now (SPEC §4 "Pricing"). */
  readonly price: number;
  /**
   * The reference price incl. tax to strike through when a reduction may be announced (art. L112-1-1: the lowest
   * price of the 30 days before it, computed by the API), else null.
   */
  readonly originalPrice: number | null;
  readonly typeId: string;
  readonly inStock: boolean;
  readonly isNew: boolean;
  readonly madeToMeasure: boolean;
}

/** The product fields a teaser needs (catalogue `includeFields`). */
export const teaserFields = [
  'id',
  'sku',
  'name',
  'url_key',
  'slug',
  'type_id',
  'price_incl_tax',
  'reference_price_incl_tax',
  'image',
  'stock.is_in_stock',
  'new',
  'made_to_measure',
] as const;

const truthy = (flag: unknown) => flag === true || flag === 1 || flag === '1';

/**
 * A product card's data from a catalogue product.
 *
 * @example
 * const teaser = toProductTeaser(product); // { name: 'Citerne souple 10 m³', price: 869, … }
 */
export function toProductTeaser(product: Product): ProductTeaser {
  const price = product.price_incl_tax ?? product.final_price ?? product.price ?? 0;
  const original = product.reference_price_incl_tax ?? null;
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    href: productHref(product),
    image: product.image ?? product.thumbnail ?? null,
    price,
    originalPrice: original !== null && original > price ? original : null,
    typeId: product.type_id,
    inStock: product.stock?.is_in_stock !== false,
    isNew: truthy(product.new),
    madeToMeasure: truthy(product.made_to_measure),
  };
}
