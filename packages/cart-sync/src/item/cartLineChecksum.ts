import { canonicalProductOption } from './canonicalProductOption';
import { cartItemChecksum } from './cartItemChecksum';

/**
 * The identity of a cart line: {@link cartItemChecksum} of its sku and its canonical custom and bundle
 * options. A configurable line carries its variant's sku, which already names the chosen attributes,
 * so `configurable_item_options` are left out: the same variant is one line however its attributes
 * were written. Two lines with the same checksum are the same line, whose quantities add up
 * (SPEC §3 "Cart item", §4 "Cart").
 * @example
 * cartLineChecksum({ sku: 'CS-EP-1-VERT' }) ===
 *   cartLineChecksum({ sku: 'CS-EP-1-VERT', product_option: { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 49 }] } } }); // true
 */
export function cartLineChecksum(line: { sku: string; product_option?: unknown }): string {
  const canonical = canonicalProductOption(line.product_option)?.extension_attributes;
  const identity =
    canonical && (canonical.custom_options || canonical.bundle_options)
      ? {
          extension_attributes: {
            ...(canonical.custom_options ? { custom_options: canonical.custom_options } : {}),
            ...(canonical.bundle_options ? { bundle_options: canonical.bundle_options } : {}),
          },
        }
      : undefined;
  return cartItemChecksum({ sku: line.sku.trim(), product_option: identity });
}
