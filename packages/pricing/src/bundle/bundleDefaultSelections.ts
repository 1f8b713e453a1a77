import { PricingError } from '../errors/PricingError.js';
import { readQuantity } from '../money/readQuantity.js';
import type { BundleOption } from './BundleProduct.js';

/** The default selection of one bundle option: the option, its default link and how many units it adds. */
export interface BundleDefaultSelection<Option extends BundleOption = BundleOption> {
  readonly option: Option;
  readonly link: NonNullable<Option['product_links']>[number];
  /** The link's `qty`: 1 when missing or 0 (Magento: a default selection quantity of 0 means 1). */
  readonly qty: number;
  /** Where the link is, to name it in messages: `bundle_options[1].product_links[0]`. */
  readonly path: string;
}

/**
 * The selections a bundle starts with, the one rule the price and the cart share (SPEC §4 "Pricing": the default
 * link of each option, the one flagged `is_default`, otherwise the first): one selection per option that has links,
 * in the options' order. Its quantity is the link's `qty`; a missing or 0 quantity counts as 1, as in Magento
 * (`Magento\Bundle\Model\Product\Type::getQty`: a selection qty of 0 is taken as 1).
 *
 * @throws {@link PricingError} for a negative quantity and malformed options or links, naming the field.
 *
 * @example
 * ```ts
 * import { bundleDefaultSelections } from '@citerne/pricing';
 *
 * bundleDefaultSelections([
 *   { option_id: 1, product_links: [{ sku: 'CS-20M3' }, { sku: 'CS-10M3', is_default: true, qty: 0 }] },
 *   { option_id: 2, product_links: [{ sku: 'RACCORD', qty: 2 }] },
 * ]).map(({ option, link, qty }) => [option.option_id, link.sku, qty]); // [[1, 'CS-10M3', 1], [2, 'RACCORD', 2]]
 * ```
 */
export function bundleDefaultSelections<Option extends BundleOption>(
  options: readonly Option[] | null | undefined,
): BundleDefaultSelection<Option>[] {
  if (options === undefined || options === null) return [];
  if (!Array.isArray(options)) {
    throw new PricingError('invalid_input', 'bundle_options', 'bundle_options must be an array');
  }
  return options.flatMap((option, optionIndex) => {
    const path = `bundle_options[${optionIndex}]`;
    if (typeof option !== 'object' || option === null) {
      throw new PricingError('invalid_input', path, `${path} must be a bundle option`);
    }
    const links = option.product_links ?? [];
    if (!Array.isArray(links)) {
      throw new PricingError('invalid_input', `${path}.product_links`, `${path}.product_links must be an array`);
    }
    const linkIndex = Math.max(
      0,
      links.findIndex((candidate) => candidate?.is_default === true),
    );
    const link: NonNullable<Option['product_links']>[number] | undefined = links[linkIndex];
    if (link === undefined) return [];
    const linkPath = `${path}.product_links[${linkIndex}]`;
    if (typeof link !== 'object' || link === null) {
      throw new PricingError('invalid_input', linkPath, `${linkPath} must be a product link`);
    }
    const qty = readQuantity(link.qty, `${linkPath}.qty`, 1, false) || 1;
    return [{ option, link, qty, path: linkPath }];
  });
}
