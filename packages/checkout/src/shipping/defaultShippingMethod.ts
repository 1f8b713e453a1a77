import type { ShippingMethod } from '@citerne/core-api/contract';

/**
 * The shipping method to preselect: the available one the server flags `default` (SPEC §9: the DPD
 * flat rate), else the first available; `null` when none is available.
 * @example
 * defaultShippingMethod(methods)?.method_code; // 'flatrate'
 */
export function defaultShippingMethod(methods: readonly ShippingMethod[]): ShippingMethod | null {
  const available = methods.filter((method) => method.available !== false);
  return available.find((method) => method.default === true) ?? available[0] ?? null;
}
