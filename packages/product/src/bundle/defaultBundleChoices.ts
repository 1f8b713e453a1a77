import type { BundleOption } from '@citerne/core-api/contract';
import { bundleDefaultSelections } from '@citerne/pricing';

/**
 * The selection a bundle starts with: per option id, its default link. The rule is `bundleDefaultSelections` of
 * `@citerne/pricing`, the one the bundle's price and the cart use (SPEC §4 "Pricing": "the default link of each
 * option (the one flagged default, otherwise the first)"). An optional option without a flagged default starts on
 * its first link too: the SPEC makes no exception for optional options, and the page then shows the price the
 * catalogue lists and the cart charges. An option without links starts empty.
 *
 * @throws `PricingError` of `@citerne/pricing` for a negative link quantity or malformed options.
 *
 * @example
 * defaultBundleChoices(pack.bundle_options); // { '1': ['1'], '2': ['4'], '3': [] }
 */
export function defaultBundleChoices(options: readonly BundleOption[] | null | undefined): Record<string, string[]> {
  const chosen = new Map(
    bundleDefaultSelections(options).map(({ option, link }) => [option.option_id, String(link.id)] as const),
  );
  return Object.fromEntries(
    (options ?? []).map((option) => {
      const id = chosen.get(option.option_id);
      return [String(option.option_id), id === undefined ? [] : [id]];
    }),
  );
}
