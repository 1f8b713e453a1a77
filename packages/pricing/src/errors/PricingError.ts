/**
 * Why a pricing input was refused.
 * - `negative_amount`: a price, quantity or rate below zero (prices are never negative in the catalogue).
 * - `invalid_amount`: not a finite number, or above {@link MAX_AMOUNT} euros.
 * - `invalid_rate`: a tax rate outside 0–100 %.
 * - `invalid_quantity`: a quantity that is not a finite number above 0.
 * - `invalid_date`: a date that cannot be read.
 * - `invalid_config`: a pricing configuration field of the wrong type or value.
 * - `invalid_input`: any other malformed input (wrong shape, wrong type).
 */
export type PricingErrorCode =
  | 'negative_amount'
  | 'invalid_amount'
  | 'invalid_rate'
  | 'invalid_quantity'
  | 'invalid_date'
  | 'invalid_config'
  | 'invalid_input';

/**
 * The one error every function of `@citerne/pricing` throws on bad input. Nothing is changed when it is thrown:
 * the functions never mutate their arguments.
 *
 * @example
 * ```ts
 * import { PricingError, priceExclTax } from '@citerne/pricing';
 *
 * try {
 *   priceExclTax(-12, 20);
 * } catch (error) {
 *   if (error instanceof PricingError && error.code === 'negative_amount') {
 *     console.warn(error.path, error.message); // "amountInclTax" "amountInclTax must not be negative (got -12)"
 *   }
 * }
 * ```
 */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  /** Machine-readable reason. */
  readonly code: PricingErrorCode;
  /** Where in the input the bad value sits, e.g. `configurable_children[2].special_price`. */
  readonly path: string;

  constructor(code: PricingErrorCode, path: string, message: string) {
    super(message);
    this.code = code;
    this.path = path;
  }
}
