import { PricingError } from '../errors/PricingError.js';
import { PPM } from '../money/limits.js';
import { mulDivHalfUp } from '../money/mulDivHalfUp.js';
import { readSignedAmount } from '../money/readSignedAmount.js';
import type { SelectedCustomOption } from './SelectedCustomOption.js';

/**
 * What one custom option adds to a price of `baseCents`, in cents (SPEC §4 "Pricing"): a `fixed` price as is, a
 * `percent` one that share of the base rounded half-up (away from zero) to the cent — computed on integers, so a
 * half cent is not lost to the binary error of `base × percent / 100`.
 */
export function optionSupplementCents(baseCents: number, option: SelectedCustomOption, path: string): number {
  const priceType = option.price_type ?? 'fixed';
  if (priceType === 'fixed') return readSignedAmount(option.price, `${path}.price`) ?? 0;
  if (priceType === 'percent') {
    const percent = option.price ?? 0;
    if (typeof percent !== 'number' || !Number.isFinite(percent)) {
      throw new PricingError('invalid_amount', `${path}.price`, `${path}.price must be a finite percentage`);
    }
    const share = mulDivHalfUp(baseCents, Math.round(Math.abs(percent) * 10_000), PPM);
    return percent < 0 ? -share : share;
  }
  throw new PricingError(
    'invalid_input',
    `${path}.price_type`,
    `${path}.price_type must be 'fixed' or 'percent' (got ${String(priceType satisfies never)})`,
  );
}
