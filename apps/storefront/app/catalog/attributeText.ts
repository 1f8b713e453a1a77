import type { Attribute } from '@citerne/core-api/contract';

/**
 * A product's value of an attribute as the shopper reads it: the option labels of a select or multiselect (joined
 * with commas), the value itself otherwise; `null` when the product has none.
 * @example
 * attributeText(materialAttribute, 12); // 'PVC 900 g/m²'
 */
export function attributeText(attribute: Attribute, raw: unknown): string | null {
  const values = Array.isArray(raw) ? raw : [raw];
  const labels = values.flatMap((value) => {
    if (value === null || value === undefined || value === '') return [];
    const option = attribute.options.find((candidate) => String(candidate.value) === String(value));
    if (option) return [option.label];
    return attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect' ? [] : [String(value)];
  });
  return labels.length > 0 ? labels.join(', ') : null;
}
