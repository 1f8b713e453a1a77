import { PricingError } from '../errors/PricingError.js';
import type { PriceBreakdown } from '../money/PriceBreakdown.js';
import { readLinkedUnit } from '../money/readLinkedUnit.js';
import { readQuantity } from '../money/readQuantity.js';
import { rowPrice } from '../money/rowPrice.js';
import { toBreakdown } from '../money/toBreakdown.js';
import type { BundleProduct } from './BundleProduct.js';

/**
 * The price of a bundle product with its default selections (SPEC §4 "Pricing"): it starts at 0 and adds, for each
 * option, the default link (the one flagged `is_default`, otherwise the first) times its `qty`. Each link is a row:
 * its unit price times the quantity, rounded half-up to the cent. An option without links adds nothing.
 *
 * @returns euros excl. tax, tax and incl. tax; spread it onto the product to display it.
 * @throws {@link PricingError} for negative prices or quantities and malformed options.
 *
 * @example
 * ```ts
 * import { getBundlePrice } from '@citerne/pricing';
 *
 * const kit = {
 *   bundle_options: [
 *     { option_id: 1, product_links: [{ sku: 'CS-10M3', qty: 1, is_default: true, product: { price: 1000, price_incl_tax: 1200 } }] },
 *     { option_id: 2, product_links: [{ sku: 'RACCORD', qty: 2, product: { price: 15, price_incl_tax: 18 } }] },
 *   ],
 * };
 * getBundlePrice(kit); // { price: 1030, price_tax: 206, price_incl_tax: 1236 }
 * ```
 */
export function getBundlePrice(product: BundleProduct): PriceBreakdown {
  if (typeof product !== 'object' || product === null) {
    throw new PricingError('invalid_input', 'product', 'product must be an object');
  }
  const options = product.bundle_options ?? [];
  if (!Array.isArray(options)) {
    throw new PricingError('invalid_input', 'bundle_options', 'bundle_options must be an array');
  }
  let excl = 0;
  let tax = 0;
  options.forEach((option, optionIndex) => {
    const path = `bundle_options[${optionIndex}]`;
    if (typeof option !== 'object' || option === null) {
      throw new PricingError('invalid_input', path, `${path} must be a bundle option`);
    }
    const links = option.product_links ?? [];
    if (!Array.isArray(links)) {
      throw new PricingError('invalid_input', `${path}.product_links`, `${path}.product_links must be an array`);
    }
    const defaultIndex = Math.max(
      0,
      links.findIndex((link) => link?.is_default === true),
    );
    const link = links[defaultIndex];
    if (link === undefined) return;
    const linkPath = `${path}.product_links[${defaultIndex}]`;
    if (typeof link !== 'object' || link === null) {
      throw new PricingError('invalid_input', linkPath, `${linkPath} must be a product link`);
    }
    const row = rowPrice(
      readLinkedUnit(link.product, link.price, linkPath),
      readQuantity(link.qty, `${linkPath}.qty`, 1, false),
    );
    excl += row.excl;
    tax += row.tax;
  });
  return toBreakdown(excl, tax, 'bundle_options');
}
