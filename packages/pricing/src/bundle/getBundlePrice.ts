import { PricingError } from '../errors/PricingError.js';
import type { PriceBreakdown } from '../money/PriceBreakdown.js';
import { readLinkedUnit } from '../money/readLinkedUnit.js';
import { rowPrice } from '../money/rowPrice.js';
import { toBreakdown } from '../money/toBreakdown.js';
import type { BundleProduct } from './BundleProduct.js';
import { bundleDefaultSelections } from './bundleDefaultSelections.js';

/**
 * The price of a bundle product with its default selections (SPEC §4 "Pricing"): it starts at 0 and adds, for each
 * option, the default link (the one flagged `is_default`, otherwise the first) times its `qty` (0 or missing counts
 * as 1, as in Magento) — {@link bundleDefaultSelections}, the rule the cart uses too. Each link is a row: its unit
 * price times the quantity, rounded half-up to the cent. An option without links adds nothing.
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
  let excl = 0;
  let tax = 0;
  for (const { link, qty, path } of bundleDefaultSelections(product.bundle_options)) {
    const row = rowPrice(readLinkedUnit(link.product, link.price, path), qty);
    excl += row.excl;
    tax += row.tax;
  }
  return toBreakdown(excl, tax, 'bundle_options');
}
