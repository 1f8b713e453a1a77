import { getBundlePrice } from '../bundle/getBundlePrice.js';
import { readRate } from '../money/readRate.js';
import { toCents } from '../money/toCents.js';
import type { LivePrice } from './LivePrice.js';
import { livePriceOf } from './livePriceOf.js';

/** A chosen selection of a bundle option: the link's quantity and its product's unit prices, in euros. */
export interface BundleSelection {
  readonly sku: string;
  readonly qty: number;
  readonly price: number;
  readonly priceInclTax: number;
}

/**
 * The live price of a bundle (SPEC §4 "Pricing": it starts at 0 and adds each chosen selection times its quantity),
 * through `getBundlePrice` with the chosen selections as the options' defaults: each row rounded to the cent.
 *
 * @param rate - the tax rate in percent the VAT shown is split with.
 *
 * @example
 * ```ts
 * import { bundleLivePrice } from '@citerne/pricing';
 *
 * bundleLivePrice(
 *   [
 *     { sku: 'CS-EP-5-VERT', qty: 1, price: 474.17, priceInclTax: 569 },
 *     { sku: 'RA-COU-50', qty: 2, price: 5, priceInclTax: 6 },
 *   ],
 *   20,
 * ).amount; // 581
 * ```
 */
export function bundleLivePrice(selections: readonly BundleSelection[], rate: number): LivePrice {
  const ppm = readRate(rate, 'rate');
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
  return livePriceOf(toCents(price_incl_tax), null, ppm);
}
