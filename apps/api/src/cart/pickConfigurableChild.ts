import type { ConfigurableChild, Product } from '@citerne/core-api/contract';
import { attributeValue, chosenAttributes, exactVariant, productMessages } from '@citerne/product';
import { CommerceError } from '../platform/CommerceError';

/** SPEC §8: the answer when the chosen attributes match no variant. */
export const NO_SUCH_CONFIGURATION = productMessages.noSuchConfiguration;

/** The chosen value of a configurable attribute: `option_id` is the attribute id, `option_value` its value index. */
export interface ConfigurableChoice {
  readonly option_id: string;
  readonly option_value: string;
}

/**
 * The variant of a configurable product a line is for: the child named by sku, or the child whose attributes equal every chosen value (SPEC §4 "Variant
 * selection"). A disabled child (status ≥ 2) or a combination no child has is refused (SPEC §8), and so are choices
 * that contradict the child named by sku or name an attribute the product does not have: the line keeps the
 * choices as sent, so they must be true of the variant sold (issue 19).
 * @example
 * const child = pickConfigurableChild(product, null, [{ option_id: '93', option_value: '49' }]);
 */
export function pickConfigurableChild(
  product: Product,
  named: ConfigurableChild | null,
  choices: readonly ConfigurableChoice[],
): ConfigurableChild {
  let child = named;
  if (child !== null && choices.length > 0) {
    const { attributes, unknownOptionIds } = chosenAttributes(product, choices);
    const named = child;
    const contradicted = Object.entries(attributes).some(([code, value]) => attributeValue(named, code) !== value);
    if (unknownOptionIds.length > 0 || contradicted) {
      throw new CommerceError(400, NO_SUCH_CONFIGURATION, 'NO_SUCH_CONFIGURATION');
    }
  }
  if (child === null) {
    const { attributes, unknownOptionIds } = chosenAttributes(product, choices);
    if (choices.length === 0 || unknownOptionIds.length > 0) {
      throw new CommerceError(400, NO_SUCH_CONFIGURATION, 'NO_SUCH_CONFIGURATION');
    }
    // SPEC §4 "Variant selection", the rule the page and the cart apply: the enabled child having every chosen
    // value. Out-of-stock children stay candidates, as this check never looked at stock (stock has its own calls).
    child = exactVariant(product.configurable_children, attributes, { listOutOfStock: true });
    if (child === null) throw new CommerceError(400, NO_SUCH_CONFIGURATION, 'NO_SUCH_CONFIGURATION');
  }
  if ((child.status ?? 1) >= 2) {
    throw new CommerceError(409, `Product ${child.sku} is not available.`, 'PRODUCT_UNAVAILABLE');
  }
  return child;
}
