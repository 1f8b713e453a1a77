import { type CartItemInput, ProductOptionInputSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import type { CartLine } from '../item/CartLineSchema';
import { canonicalProductOption } from '../item/canonicalProductOption';

type OptionInput = NonNullable<CartItemInput['product_option']>;

function optionInput(line: CartLine): OptionInput | undefined {
  const canonical = canonicalProductOption(line.product_option)?.extension_attributes;
  if (!canonical) return undefined;
  const full = { extension_attributes: { ...canonical } } as OptionInput;
  if (v.safeParse(ProductOptionInputSchema, full).success) return full;
  // The variant sku already names the configurable choice: send the rest when those ids are not numeric.
  const { configurable_item_options: _dropped, ...rest } = canonical;
  return { extension_attributes: { ...rest } } as OptionInput;
}

/**
 * The `cartItem` of an update call for a line (SPEC §7 "cartItem: sku, qty, item_id, quoteId,
 * product_option"): its sku, the quantity, the server item id when updating that line, and its
 * options in the canonical form the contract accepts.
 * @example
 * await client.cart.update(toCartItemInput(line, { withItemId: true }));
 */
export function toCartItemInput(line: CartLine, { withItemId }: { withItemId: boolean }): CartItemInput {
  const options = optionInput(line);
  return {
    sku: line.sku,
    qty: line.qty,
    ...(withItemId && line.server_item_id !== undefined ? { item_id: line.server_item_id } : {}),
    ...(options ? { product_option: options } : {}),
  };
}
