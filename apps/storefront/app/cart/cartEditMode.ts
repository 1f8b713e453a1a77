import type { CartLine } from '@citerne/cart-sync';
import type { ConfigurableChild, Product } from '@citerne/core-api/contract';
import { chooseValue, exactVariant, type VariantChoice, type VariantRules, variantAttributes } from '@citerne/product';
import type { ConfigurableOptionView } from '../product/ProductPageData';

/**
 * The edit mode of a cart line (SPEC §2 "Cart: lines can be edited. An edit mode holds productId, qty and
 * selectedOptions keyed by filter type").
 */
export interface CartEditMode {
  /** The line being edited (its checksum). */
  readonly lineId: string;
  /** The configurable parent product whose variants the line may become. */
  readonly productId: number;
  readonly qty: number;
  /** The chosen value index by filter type (attribute code), e.g. `{ color: '49', size: '167' }`. */
  readonly selectedOptions: Readonly<Record<string, string>>;
}

/** The product a line is edited against: the configurable parent and its options as the pickers show them. */
export interface EditableProduct {
  readonly product: Product;
  readonly options: readonly ConfigurableOptionView[];
}

/** What "Update" does for an edit mode: another variant to configure the line into, and/or a new quantity. */
export interface CartEditChanges {
  /** Handed to `CartSync.configureItem` (SPEC §4 "Variant selection"); null when the variant stays. */
  readonly choice: VariantChoice | null;
  /** Null when the quantity stays. */
  readonly qty: number | null;
}

function lineOptionValues(
  line: Pick<CartLine, 'product_option'>,
  options: readonly ConfigurableOptionView[],
): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const entry of line.product_option?.extension_attributes?.configurable_item_options ?? []) {
    const option = options.find((candidate) => candidate.attributeId === String(entry.option_id));
    if (option) chosen[option.code] = String(entry.option_value);
  }
  return chosen;
}

/**
 * The options of a configurable line, by filter type: those of its current child (the parent's child with the
 * line's sku), else the configuration the line was added with.
 *
 * @example
 * lineSelectedOptions(line, { product: tank, options }); // { color: '50' } for CS-EP-10-NOIR
 */
export function lineSelectedOptions(
  line: Pick<CartLine, 'sku' | 'product_option'>,
  parent: EditableProduct,
): Record<string, string> {
  const child = parent.product.configurable_children?.find((candidate) => candidate.sku === line.sku);
  return child ? variantAttributes(child, parent.options) : lineOptionValues(line, parent.options);
}

/**
 * Opens the edit mode of a configurable line: its quantity and its options ({@link lineSelectedOptions}).
 *
 * @example
 * openCartEditMode(line, { product: tank, options }); // { lineId, productId: 1004, qty: 2, selectedOptions: { color: '50' } }
 */
export function openCartEditMode(line: CartLine, parent: EditableProduct): CartEditMode {
  return {
    lineId: line.checksum,
    productId: parent.product.id,
    qty: line.qty,
    selectedOptions: lineSelectedOptions(line, parent),
  };
}

/**
 * The edit mode after the shopper picks a value: the values of the variant it leads to (SPEC §4 "Variant
 * selection", as on the product page), or, with no available variant having every chosen value, the values as
 * chosen (the editor then shows SPEC §8 "No such configuration for the product…").
 *
 * @example
 * chooseEditOption(mode, parent, 'color', '51', { listOutOfStock: true }).selectedOptions; // { color: '51' }
 */
export function chooseEditOption(
  mode: CartEditMode,
  parent: EditableProduct,
  code: string,
  value: string,
  rules: Pick<VariantRules, 'listOutOfStock'>,
): CartEditMode {
  const next = chooseValue(
    parent.product,
    parent.options,
    { attributes: mode.selectedOptions, variant: null, exact: true },
    code,
    value,
    rules,
  );
  return { ...mode, selectedOptions: next.attributes };
}

/**
 * The available child having every chosen value; null when there is none (SPEC §8 "No such configuration for the
 * product. Please do choose another combination of attributes.").
 *
 * @example
 * editModeVariant(mode, parent, { listOutOfStock: true })?.sku; // 'CS-EP-10-SABLE'
 */
export function editModeVariant(
  mode: CartEditMode,
  parent: EditableProduct,
  rules: Pick<VariantRules, 'listOutOfStock'>,
): ConfigurableChild | null {
  return exactVariant(parent.product.configurable_children, mode.selectedOptions, rules);
}

/**
 * What updating the line does: configure it into the chosen variant when it is another one than the line's, and
 * set the new quantity when it changed. Nothing for an unavailable combination.
 *
 * @example
 * cartEditChanges(line, mode, sable); // { choice: { sku: 'CS-EP-10-SABLE', attributes: { color: '51' } }, qty: null }
 */
export function cartEditChanges(
  line: Pick<CartLine, 'sku' | 'qty'>,
  mode: CartEditMode,
  variant: ConfigurableChild | null,
): CartEditChanges {
  if (!variant) return { choice: null, qty: null };
  return {
    choice: variant.sku === line.sku ? null : { sku: variant.sku, attributes: mode.selectedOptions },
    qty: mode.qty === line.qty ? null : mode.qty,
  };
}
