import type { Attribute, Product } from '@citerne/core-api/contract';
import { attributeText } from '../catalog/attributeText';

/** The rows of the compare table and each product's values, by sku then attribute code. */
export interface CompareRows {
  readonly rows: readonly { readonly id: string; readonly label: string }[];
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const truthy = (flag: Attribute['is_comparable']) => flag === true || flag === 1 || flag === '1';

/**
 * The attributes set side by side on the compare page (SPEC §2 "Compare products"): the catalogue's attributes
 * marked `is_comparable` (the price has its own row), in their `position` order, each kept only when one of the
 * products has a value; yes/no attributes read as the given words.
 * @example
 * compareRows(attributes, products, { yes: 'Oui', no: 'Non' }).rows; // [{ id: 'volume', label: 'Volume' }, …]
 */
export function compareRows(
  attributes: readonly Attribute[],
  products: readonly Product[],
  words: { readonly yes: string; readonly no: string },
): CompareRows {
  const comparable = attributes
    .filter((attribute) => truthy(attribute.is_comparable) && attribute.attribute_code !== 'price')
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const values: Record<string, Record<string, string>> = {};
  for (const product of products) {
    const row: Record<string, string> = {};
    for (const attribute of comparable) {
      const raw = (product as Record<string, unknown>)[attribute.attribute_code];
      const text =
        attribute.frontend_input === 'boolean'
          ? raw === undefined || raw === null || raw === ''
            ? null
            : raw === true || raw === 1 || raw === '1'
              ? words.yes
              : words.no
          : attributeText({ ...attribute, options: attribute.options ?? [] }, raw);
      if (text !== null) row[attribute.attribute_code] = text;
    }
    values[product.sku] = row;
  }
  const rows = comparable
    .filter((attribute) => products.some((product) => values[product.sku]?.[attribute.attribute_code] !== undefined))
    .map((attribute) => ({
      id: attribute.attribute_code,
      label: attribute.frontend_label ?? attribute.attribute_code,
    }));
  return { rows, values };
}
