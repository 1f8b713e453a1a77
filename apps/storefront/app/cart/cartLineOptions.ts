import type { CartLine } from '@citerne/cart-sync';
import { type EditableProduct, lineSelectedOptions } from './cartEditMode';

/** A chosen option of a cart line, in words: the option's label and the value's, e.g. Couleur, Sable. */
export interface CartLineOption {
  readonly label: string;
  readonly value: string;
}

/**
 * The chosen options of a configurable line in words, from its parent's options (the server names a configurable
 * line after its parent, so the line itself does not say which colour or size it is).
 *
 * @example
 * cartLineOptions(line, { product: tank, options }); // [{ label: 'Couleur', value: 'Sable' }]
 */
export function cartLineOptions(
  line: Pick<CartLine, 'sku' | 'product_option'>,
  parent: EditableProduct,
): CartLineOption[] {
  const chosen = lineSelectedOptions(line, parent);
  return parent.options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.id === chosen[option.code]);
    return value ? [{ label: option.label, value: value.label }] : [];
  });
}
