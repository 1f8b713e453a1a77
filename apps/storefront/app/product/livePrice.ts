import { getBundlePrice, getCustomOptionsPrice, priceExclTax, type SelectedCustomOption } from '@citerne/pricing';
import { inclTax } from './inclTax';

/**
 * The prices a live price starts from: the current price and the reference price of an announced reduction (the
 * lowest price of the 30 days before it, art. L112-1-1), excl. and incl. tax; without a reduction the reference is
 * the current price, so nothing is struck through.
 */
export interface PriceBase {
  readonly price: number;
  readonly priceInclTax: number;
  readonly originalPrice: number;
  readonly originalPriceInclTax: number;
}

/**
 * A price to show: what the shopper pays (incl. tax), the struck reference price of an announced reduction, the whole
 * percent off it (rounded down, never overstated) and the VAT in it.
 */
export interface LivePrice {
  readonly amount: number;
  readonly originalAmount: number | null;
  readonly percentOff: number | null;
  readonly tax: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The price base of a product or a configurable child, from its catalogue price fields.
 *
 * @example
 * priceBaseOf({ price: 637.26, price_incl_tax: 764.72, reference_price: 724.17, reference_price_incl_tax: 869 });
 */
export function priceBaseOf(source: {
  price?: number | null;
  price_incl_tax?: number | null;
  final_price?: number | null;
  reference_price?: number | null;
  reference_price_incl_tax?: number | null;
}): PriceBase {
  const price = source.price ?? source.final_price ?? 0;
  const priceInclTax = source.price_incl_tax ?? price;
  return {
    price,
    priceInclTax,
    originalPrice: source.reference_price ?? price,
    originalPriceInclTax: source.reference_price_incl_tax ?? priceInclTax,
  };
}

function result(amount: number, original: number | null, ratePercent: number): LivePrice {
  const excl = priceExclTax(amount, ratePercent);
  const struck = original !== null && cents(original) > cents(amount) ? original : null;
  return {
    amount,
    originalAmount: struck,
    percentOff: struck === null ? null : Math.floor(((cents(struck) - cents(amount)) * 100) / cents(struck)),
    tax: (cents(amount) - cents(excl)) / 100,
  };
}

/**
 * The live price of a product with its chosen custom options (SPEC §4 "Pricing"): a fixed option price is added as
 * is, a percent one is that share of the current product price; only picked values (positive `option_type_id`)
 * count. Option prices exclude tax like the catalogue's, and the VAT is added to the total. A special price keeps
 * its struck regular price, options included.
 *
 * @example
 * productLivePrice(priceBaseOf(tank), [{ option_type_id: 2, price: 35, price_type: 'percent' }], 20).amount;
 */
export function productLivePrice(
  base: PriceBase,
  selected: readonly SelectedCustomOption[],
  ratePercent: number,
): LivePrice {
  const priced = selected.filter((option) => typeof option.option_type_id === 'number' && option.option_type_id > 0);
  if (priced.length === 0) {
    return result(base.priceInclTax, base.originalPriceInclTax, ratePercent);
  }
  const amount = inclTax(getCustomOptionsPrice(base.price, priced), ratePercent);
  const original =
    cents(base.originalPriceInclTax) > cents(base.priceInclTax)
      ? inclTax(getCustomOptionsPrice(base.originalPrice, priced), ratePercent)
      : null;
  return result(amount, original, ratePercent);
}

/** A chosen selection of a bundle option: the link's quantity and its product's prices. */
export interface BundleSelection {
  readonly sku: string;
  readonly qty: number;
  readonly price: number;
  readonly priceInclTax: number;
}

/**
 * The live price of a bundle (SPEC §4: it starts at 0 and adds each chosen selection times its quantity), through
 * `getBundlePrice` with the chosen selections as the options' defaults.
 *
 * @example
 * bundleLivePrice([{ sku: 'CS-EP-5-VERT', qty: 1, price: 474.17, priceInclTax: 569 }], 20).amount; // 569
 */
export function bundleLivePrice(selections: readonly BundleSelection[], ratePercent: number): LivePrice {
  const { price_incl_tax } = getBundlePrice({
    bundle_options: selections.map((selection, index) => ({
      option_id: index + 1,
      product_links: [
        {
          sku: selection.sku,
          qty: selection.qty,
          is_default: true,
          product: { price: selection.price, price_incl_tax: selection.priceInclTax },
        },
      ],
    })),
  });
  return result(price_incl_tax, null, ratePercent);
}

/**
 * The live total of a grouped product: each associated product's price times the quantity chosen for it
 * (SPEC §4 prices the grouped product itself at one of each).
 *
 * @example
 * groupedLivePrice([{ qty: 2, priceInclTax: 12.5 }, { qty: 1, priceInclTax: 30 }], 20).amount; // 55
 */
export function groupedLivePrice(
  items: readonly { readonly qty: number; readonly priceInclTax: number }[],
  ratePercent: number,
): LivePrice {
  const total = items.reduce((sum, item) => sum + Math.max(0, Math.floor(item.qty)) * cents(item.priceInclTax), 0);
  return result(total / 100, null, ratePercent);
}
