import { PricingError } from '../errors/PricingError.js';
import { readAmount } from '../money/readAmount.js';
import { readQuantity } from '../money/readQuantity.js';

/** Magento's customer group id meaning "every group" in tier prices. */
const ALL_GROUPS = 32_000;

/**
 * The lowest tier price (cents) of `customerGroupId` (or of all groups) whose quantity threshold `qty` reaches, or
 * `null` when none applies (SPEC §6 "Price tiers use the group id").
 */
export function bestTierPrice(tierPrices: unknown, customerGroupId: number, qty: number, path: string): number | null {
  if (tierPrices === undefined || tierPrices === null) return null;
  if (!Array.isArray(tierPrices)) {
    throw new PricingError('invalid_input', `${path}tier_prices`, `${path}tier_prices must be an array`);
  }
  let best: number | null = null;
  tierPrices.forEach((tier: unknown, index) => {
    const tierPath = `${path}tier_prices[${index}]`;
    if (typeof tier !== 'object' || tier === null) {
      throw new PricingError('invalid_input', tierPath, `${tierPath} must be a tier price object`);
    }
    const { customer_group_id: group, qty: from, value } = tier as Record<string, unknown>;
    if (typeof group !== 'number' || !Number.isInteger(group)) {
      throw new PricingError(
        'invalid_input',
        `${tierPath}.customer_group_id`,
        `${tierPath}.customer_group_id must be an integer`,
      );
    }
    const threshold = readQuantity(from, `${tierPath}.qty`, 1, false);
    const cents = readAmount(value, `${tierPath}.value`);
    if (cents === null) {
      throw new PricingError('invalid_amount', `${tierPath}.value`, `${tierPath}.value is required`);
    }
    if ((group === customerGroupId || group === ALL_GROUPS) && threshold <= qty && (best === null || cents < best)) {
      best = cents;
    }
  });
  return best;
}
