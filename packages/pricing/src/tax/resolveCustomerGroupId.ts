import type { PricingConfig } from '../config/PricingConfig.js';
import { PricingError } from '../errors/PricingError.js';

/** SPEC §6: the user's group_id selects the group unless the config says to use only the default group. */
export function resolveCustomerGroupId(customerGroupId: unknown, config: PricingConfig): number {
  if (config.useOnlyDefaultCustomerGroup || customerGroupId === undefined || customerGroupId === null) {
    return config.defaultCustomerGroupId;
  }
  if (typeof customerGroupId !== 'number' || !Number.isInteger(customerGroupId) || customerGroupId < 0) {
    throw new PricingError(
      'invalid_input',
      'customerGroupId',
      `customerGroupId must be an integer ≥ 0 (got ${String(customerGroupId)})`,
    );
  }
  return customerGroupId;
}
