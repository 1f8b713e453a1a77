import type { BundleOption } from '@citerne/core-api/contract';

/**
 * The selection a bundle starts with (SPEC §4 "Bundle product … the default link of each option (the one flagged
 * default, otherwise the first)"): per option id, the default link; an optional option without a default link
 * starts empty.
 *
 * @example
 * defaultBundleChoices(pack.bundle_options); // { '1': ['1'], '2': ['1'], '3': [] }
 */
export function defaultBundleChoices(options: readonly BundleOption[] | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (options ?? []).map((option) => {
      const link =
        option.product_links.find((candidate) => candidate.is_default) ??
        (option.required ? option.product_links[0] : undefined);
      return [String(option.option_id), link ? [String(link.id)] : []];
    }),
  );
}
