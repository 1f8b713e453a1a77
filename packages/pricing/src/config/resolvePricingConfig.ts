import { createPricingConfig } from './createPricingConfig.js';
import { defaultPricingConfig } from './defaultPricingConfig.js';
import type { PricingConfig } from './PricingConfig.js';

const checked = new WeakMap<object, PricingConfig>([[defaultPricingConfig, defaultPricingConfig]]);

/**
 * The validated config to use: the defaults when none is given, otherwise `config` validated once (a config typed
 * by hand or read from storage goes through the same checks as {@link createPricingConfig}).
 */
export function resolvePricingConfig(config: PricingConfig | undefined): PricingConfig {
  if (config === undefined) return defaultPricingConfig;
  let resolved = checked.get(config);
  if (resolved === undefined) {
    resolved = createPricingConfig(config);
    checked.set(config, resolved);
    checked.set(resolved, resolved);
  }
  return resolved;
}
