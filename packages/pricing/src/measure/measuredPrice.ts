import { PricingError } from '../errors/PricingError.js';
import { fromCents } from '../money/fromCents.js';
import { MAX_CENTS } from '../money/limits.js';
import { mulDivHalfUp } from '../money/mulDivHalfUp.js';
import { readAmount } from '../money/readAmount.js';
import type { MeasuredQuantity } from './MeasuredQuantity.js';

/** Quantities are read in millionths: a cm³ is 0.000001 m³, the finest unit a dimension in cm gives. */
const MILLIONTHS = 1_000_000;
const MAX_QUANTITY = 1_000_000;

/**
 * The price of a made-to-measure product before its custom options (issue 17): the product's own price plus the price
 * per unit × the billable quantity, rounded half-up to the cent once, on the product (never per unit of measure).
 * Both amounts exclude tax; the configurator's live price and the cart's line price both start from it, so they agree.
 *
 * @param basePrice - the product's current price in euros (the part its price covers).
 * @param measure - the price per m² or m³ and the billable quantity; `null` for a product sold without a measure.
 * @returns euros excl. tax.
 * @throws {@link PricingError} for a negative or non-finite price or quantity, or a total above 10 000 000 €.
 *
 * @example
 * ```ts
 * import { measuredPrice } from '@citerne/pricing';
 *
 * measuredPrice(575, { pricePerUnit: 28, quantity: 60 }); // 2255: 575 + 28 × 60 m³
 * measuredPrice(124.17, { pricePerUnit: 10.99, quantity: 0.5 }); // 129.67: 5.495 rounds up to 5.50
 * measuredPrice(575, null); // 575
 * ```
 */
export function measuredPrice(basePrice: number, measure: MeasuredQuantity | null): number {
  const base = readAmount(basePrice, 'basePrice');
  if (base === null) throw new PricingError('invalid_amount', 'basePrice', 'basePrice is required');
  if (measure === null) return fromCents(base);
  const perUnit = readAmount(measure.pricePerUnit, 'measure.pricePerUnit') ?? 0;
  const quantity = measure.quantity;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
    throw new PricingError(
      'invalid_quantity',
      'measure.quantity',
      `measure.quantity must be a number from 0 to ${MAX_QUANTITY} (got ${String(quantity)})`,
    );
  }
  // The quantity comes from whole centimetres: its millionths are whole, up to the binary error of the division.
  const total = base + mulDivHalfUp(perUnit, Math.round(quantity * MILLIONTHS), MILLIONTHS);
  if (total > MAX_CENTS) {
    throw new PricingError('invalid_amount', 'measure', `the measured price exceeds ${MAX_CENTS / 100} euros`);
  }
  return fromCents(total);
}
