import { calculateProductTax, createPricingConfig, type TaxRule } from '@citerne/pricing';

const tierConfig = createPricingConfig({ tierPrices: true });

/**
 * A served product priced again for a customer group: its tier prices apply (SPEC §6 "Price tiers use the group
 * id"). Guests (group `null`) keep the prices of the index.
 */
export function priceForGroup<T extends Record<string, unknown>>(
  product: T,
  taxRules: readonly Record<string, unknown>[],
  groupId: number | null,
): T {
  if (groupId === null) return product;
  return calculateProductTax(product, taxRules as unknown as TaxRule[], {
    customerGroupId: groupId,
    config: tierConfig,
  }) as unknown as T;
}
