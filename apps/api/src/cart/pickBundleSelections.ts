import type { BundleProductLink, Product } from '@citerne/core-api/contract';
import { bundleDefaultSelections } from '@citerne/pricing';
import { missingRequiredBundleOptions } from '@citerne/product';
import { CommerceError } from '../platform/CommerceError';

/** A bundle option choice as a line stores it (SPEC §3 `product_option.extension_attributes.bundle_options`). */
export interface BundleChoice {
  readonly option_id: number;
  readonly option_qty: number;
  readonly option_selections: number[];
}

/** One product a bundle line contains: the link chosen and how many of it one bundle holds. */
export interface BundleSelection {
  readonly optionId: number;
  readonly link: BundleProductLink;
  readonly qty: number;
}

function refuse(message: string): never {
  throw new CommerceError(400, message, 'INVALID_OPTION');
}

const MAX_OPTION_QTY = 10_000;

/**
 * The products a bundle line holds. Without any choice, each option's default link (flagged
 * `is_default`, otherwise the first) as SPEC §4 "Pricing" prices a bundle; with choices, each must name
 * links of its option (one for select/radio options), a quantity is taken from the link unless the link
 * lets the shopper change it, and required options must be chosen.
 * @example
 * const { selections, choices } = pickBundleSelections(kit, [{ option_id: 1, option_qty: 1, option_selections: [3] }]);
 */
export function pickBundleSelections(
  product: Product,
  chosen: readonly BundleChoice[] | undefined,
): { selections: BundleSelection[]; choices: BundleChoice[] } {
  const options = product.bundle_options ?? [];
  const selections: BundleSelection[] = [];
  const choices: BundleChoice[] = [];
  const linkQty = (link: BundleProductLink, asked: number) => {
    const qty = link.can_change_quantity ? asked : link.qty || 1;
    if (!Number.isInteger(qty) || qty < 1 || qty > MAX_OPTION_QTY) refuse(`Bundle quantity ${qty} is not allowed.`);
    return qty;
  };
  // SPEC §5: the required-option check of the product page, on the line's choices.
  const [missing] = chosen === undefined ? [] : missingRequiredBundleOptions(options, chosen);
  if (missing) refuse(`Option ${missing.title ?? missing.option_id} is required.`);
  for (const option of options) {
    const choice = chosen?.find((candidate) => candidate.option_id === option.option_id);
    if (chosen === undefined) {
      // SPEC §4 "Pricing": the default link (flagged, else the first), pricing's rule that prices the bundle.
      const [selection] = bundleDefaultSelections([option]);
      if (!selection) continue;
      const { link } = selection;
      const qty = linkQty(link, selection.qty);
      selections.push({ optionId: option.option_id, link, qty });
      choices.push({ option_id: option.option_id, option_qty: qty, option_selections: [Number(link.id ?? 0)] });
      continue;
    }
    if (choice === undefined || choice.option_selections.length === 0) continue;
    const ids = [...new Set(choice.option_selections)].sort((a, b) => a - b);
    const single = option.type === undefined || option.type === 'select' || option.type === 'radio';
    if (single && ids.length > 1) refuse(`Option ${option.title ?? option.option_id} takes one product.`);
    const [first] = ids.map((id) => option.product_links.find((candidate) => String(candidate.id) === String(id)));
    // The line keeps the quantity as sent: a link whose quantity is fixed must be sent with that quantity.
    if (single && first && !first.can_change_quantity && choice.option_qty !== (first.qty || 1)) {
      refuse(`Option ${option.title ?? option.option_id} comes in a quantity of ${first.qty || 1}.`);
    }
    let optionQty = 1;
    for (const id of ids) {
      const link = option.product_links.find((candidate) => String(candidate.id) === String(id));
      if (!link) refuse(`Option ${option.title ?? option.option_id} has no product ${id}.`);
      optionQty = linkQty(link, choice.option_qty);
      selections.push({ optionId: option.option_id, link, qty: optionQty });
    }
    choices.push({ option_id: option.option_id, option_qty: optionQty, option_selections: ids });
  }
  for (const choice of chosen ?? []) {
    if (!options.some((option) => option.option_id === choice.option_id)) {
      refuse(`Product ${product.sku} has no bundle option ${choice.option_id}.`);
    }
  }
  if (selections.length === 0) refuse(`Bundle ${product.sku} needs at least one product.`);
  return { selections, choices };
}
