import { calculateProductTax, createPricingConfig, type TaxRule } from '@citerne/pricing';

const tierConfig = createPricingConfig({ tierPrices: true });

/**
 * A served product priced again for a customer group: its tier prices apply (SPEC §6 "Price tiers use the group
 * id"). Guests (group `null`) keep the prices of the index.
 */
export function priceForGroup(
  product: Record<string, unknown>,
  taxRules: readonly TaxRule[],
  groupId: number | null,
): Record<string, unknown> {
  if (groupId === null) return product;
  return calculateProductTax(product, taxRules, {
    customerGroupId: groupId,
    config: tierConfig,
  });
}
