import type { ConfigurableChild, Product } from '@citerne/core-api/contract';
import { CommerceError } from '../platform/CommerceError';

/** SPEC §8: the answer when the chosen attributes match no variant. */
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** The chosen value of a configurable attribute: `option_id` is the attribute id, `option_value` its value index. */
export interface ConfigurableChoice {
  readonly option_id: string;
  readonly option_value: string;
}

function attributeValue(child: ConfigurableChild, code: string): string | undefined {
  const direct = (child as Record<string, unknown>)[code];
  if (typeof direct === 'number' || typeof direct === 'string') return String(direct);
  const custom = child.custom_attributes?.find((attribute) => attribute.attribute_code === code)?.value;
  return typeof custom === 'number' || typeof custom === 'string' ? String(custom) : undefined;
}

/**
 * The variant of a configurable product a line is for: the child named by sku, or the child whose attributes equal every chosen value (SPEC §4 "Variant
 * selection"). A disabled child (status ≥ 2) or a combination no child has is refused (SPEC §8).
 * @example
 * const child = pickConfigurableChild(product, null, [{ option_id: '93', option_value: '49' }]);
 */
export function pickConfigurableChild(
  product: Product,
  named: ConfigurableChild | null,
  choices: readonly ConfigurableChoice[],
): ConfigurableChild {
  const options = product.configurable_options ?? [];
  const children = product.configurable_children ?? [];
  let child = named;
  if (child === null) {
    if (choices.length === 0) throw new CommerceError(400, NO_SUCH_CONFIGURATION, 'NO_SUCH_CONFIGURATION');
    const wanted = choices.map((choice) => {
      const option = options.find((candidate) => String(candidate.attribute_id) === choice.option_id);
      if (!option?.attribute_code) throw new CommerceError(400, NO_SUCH_CONFIGURATION, 'NO_SUCH_CONFIGURATION');
      return { code: option.attribute_code, value: choice.option_value };
    });
    child =
      children.find((candidate) => wanted.every(({ code, value }) => attributeValue(candidate, code) === value)) ??
      null;
    if (child === null) throw new CommerceError(400, NO_SUCH_CONFIGURATION, 'NO_SUCH_CONFIGURATION');
  }
  if ((child.status ?? 1) >= 2) {
    throw new CommerceError(409, `Product ${child.sku} is not available.`, 'PRODUCT_UNAVAILABLE');
  }
  return child;
}
