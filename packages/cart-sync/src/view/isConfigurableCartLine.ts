import type { CartLine } from '../item/CartLineSchema';

/**
 * Whether a cart line is a variant of a configurable product, whose options can be changed in the cart (SPEC §2
 * "Cart: lines can be edited", §4 "Configuring a simple product in the cart"): it names a parent sku other than its
 * own, or its type is configurable.
 *
 * @example
 * isConfigurableCartLine({ sku: 'CS-EP-10-NOIR', parentSku: 'CS-EP-10', qty: 1, checksum }); // true
 */
export function isConfigurableCartLine(
  line: Pick<CartLine, 'sku' | 'parentSku' | 'type_id' | 'product_type'>,
): boolean {
  return (
    (typeof line.parentSku === 'string' && line.parentSku !== '' && line.parentSku !== line.sku) ||
    line.product_type === 'configurable' ||
    line.type_id === 'configurable'
  );
}
