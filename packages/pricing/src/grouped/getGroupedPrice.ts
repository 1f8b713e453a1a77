import { PricingError } from '../errors/PricingError.js';
import type { PriceBreakdown } from '../money/PriceBreakdown.js';
import { readLinkedUnit } from '../money/readLinkedUnit.js';
import { toBreakdown } from '../money/toBreakdown.js';
import type { GroupedProduct } from './GroupedProduct.js';

/**
 * The price of a grouped product (SPEC §4 "Pricing"): it starts at 0 and adds the price of each associated product
 * (`link_type` `associated`), one unit each. Other links (related, up-sell, cross-sell) are not part of the group,
 * and an associated link without its product adds nothing.
 *
 * @returns euros excl. tax, tax and incl. tax.
 * @throws {@link PricingError} for negative prices and malformed links.
 *
 * @example
 * ```ts
 * import { getGroupedPrice } from '@citerne/pricing';
 *
 * const set = {
 *   product_links: [
 *     { link_type: 'associated', linked_product_sku: 'BACHE-4X6', product: { price: 80, price_incl_tax: 96 } },
 *     { link_type: 'associated', linked_product_sku: 'SANGLES', product: { price: 20, price_incl_tax: 24 } },
 *     { link_type: 'related', linked_product_sku: 'CS-10M3', product: { price: 1000, price_incl_tax: 1200 } },
 *   ],
 * };
 * getGroupedPrice(set); // { price: 100, price_tax: 20, price_incl_tax: 120 }
 * ```
 */
export function getGroupedPrice(product: GroupedProduct): PriceBreakdown {
  if (typeof product !== 'object' || product === null) {
    throw new PricingError('invalid_input', 'product', 'product must be an object');
  }
  const links = product.product_links ?? [];
  if (!Array.isArray(links)) {
    throw new PricingError('invalid_input', 'product_links', 'product_links must be an array');
  }
  let excl = 0;
  let tax = 0;
  links.forEach((link, index) => {
    const path = `product_links[${index}]`;
    if (typeof link !== 'object' || link === null) {
      throw new PricingError('invalid_input', path, `${path} must be a product link`);
    }
    if (link.link_type !== 'associated' || link.product === undefined || link.product === null) return;
    const unit = readLinkedUnit(link.product, undefined, path);
    excl += unit.excl;
    tax += unit.tax;
  });
  return toBreakdown(excl, tax, 'product_links');
}
