import type { BundleOption } from '@citerne/core-api/contract';
import type { BundleChoices } from './BundleChoices';

/** A bundle option choice as a cart line stores it (SPEC §3 `product_option.extension_attributes.bundle_options`). */
export interface BundleCartOption {
  readonly option_id: number;
  readonly option_qty: number;
  readonly option_selections: number[];
}

/**
 * A bundle selection as the cart line carries it: for each option with chosen links, its id, the quantity of the
 * first chosen link (missing or 0 counts as 1, as the price counts it: SPEC §4 "Pricing", Magento) and the chosen
 * link ids. Options without a chosen link, and link ids that are not positive integers, are left out.
 *
 * @example
 * bundleCartOptions(pack.bundle_options, { '1': ['2'], '3': [] }); // [{ option_id: 1, option_qty: 1, option_selections: [2] }]
 */
export function bundleCartOptions(
  options: readonly BundleOption[] | null | undefined,
  choices: BundleChoices,
): BundleCartOption[] {
  return (options ?? []).flatMap((option) => {
    const chosen = choices[String(option.option_id)] ?? [];
    const links = (option.product_links ?? []).filter(
      (link) => chosen.includes(String(link.id)) && Number.isInteger(Number(link.id)) && Number(link.id) >= 1,
    );
    if (links.length === 0) return [];
    return [
      {
        option_id: option.option_id,
        option_qty: links[0]?.qty || 1,
        option_selections: links.map((link) => Number(link.id)),
      },
    ];
  });
}
