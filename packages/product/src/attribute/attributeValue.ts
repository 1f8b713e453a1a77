import type { AttributeCarrier } from './AttributeCarrier';

const asText = (value: unknown): string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;

/**
 * The value of an attribute on a product or a configurable child, as text: its own field when it is a number or a
 * string, else its `custom_attributes` entry (SPEC §3 "configurable_children entries … custom_attributes").
 * `undefined` when neither has one.
 *
 * @example
 * attributeValue({ sku: 'CS-EP-5-NOIR', custom_attributes: [{ attribute_code: 'color', value: 50 }] }, 'color'); // '50'
 */
export function attributeValue(item: AttributeCarrier, code: string): string | undefined {
  const own = asText((item as Readonly<Record<string, unknown>>)[code]);
  if (own !== undefined) return own;
  const custom = item.custom_attributes;
  if (Array.isArray(custom)) return asText(custom.find((attribute) => attribute?.attribute_code === code)?.value);
  return custom ? asText((custom as Readonly<Record<string, unknown>>)[code]) : undefined;
}
