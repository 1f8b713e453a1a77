import { dropEmptyOptionValues } from '@citerne/catalog-search';
import type { Product } from '@citerne/core-api/contract';
import { swatchColor } from '../catalog/swatchColor';
import type { ConfigurableOptionView } from './ProductPageData';

/**
 * The configurable options of a product as the variant pickers show them (SPEC §3 "Configurable option"): values with
 * an empty label dropped, the option's label (else the attribute's, else its code), a swatch colour for colours.
 *
 * @example
 * configurableOptionViews(tank)[0]; // { code: 'color', attributeId: '93', label: 'Couleur', values: [{ id: '49', label: 'Vert', color: '#2e7d32' }, …] }
 */
export function configurableOptionViews(
  product: Pick<Product, 'configurable_options'>,
  attributeLabel: (code: string) => string | null | undefined = () => undefined,
): ConfigurableOptionView[] {
  return dropEmptyOptionValues(product.configurable_options ?? []).map((option) => {
    const code = option.attribute_code ?? String(option.attribute_id);
    return {
      code,
      attributeId: String(option.attribute_id),
      label: option.label || attributeLabel(code) || code,
      values: option.values.map((value) => ({
        id: String(value.value_index),
        label: value.label ?? String(value.value_index),
        ...(code === 'color' ? { color: swatchColor(value.label ?? '') } : {}),
      })),
    };
  });
}
