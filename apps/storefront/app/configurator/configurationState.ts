import type { Product } from '@citerne/core-api/contract';
import { type LivePrice, priceBaseOf, productLivePrice } from '@citerne/pricing';
import {
  type CustomOptionAnswers,
  type CustomOptionProblem,
  cartCustomOptions,
  customOptionProblems,
  customOptionsOf,
  evaluateMeasure,
  type MeasureResult,
  measureOf,
  pricedCustomOptions,
} from '@citerne/product';

/** Where a configuration stands: what the page shows and whether it can go to the cart. */
export interface ConfigurationState {
  /** The measure read by `@citerne/product` (null for a product without measure rules). */
  readonly measure: MeasureResult | null;
  /** The live price incl. tax (`@citerne/pricing`), the measured part included once the measure is accepted. */
  readonly price: LivePrice;
  /** Required options left empty or texts too long, by option id (the dimensions are the measure's). */
  readonly problems: Readonly<Record<string, CustomOptionProblem>>;
  /** The configuration can be added: the measure is accepted and nothing is missing. */
  readonly ready: boolean;
}

/**
 * A made-to-measure configuration as the configurator shows it (issue 17): the measure rules and the live price
 * through the same package functions the API's cart applies (`evaluateMeasure` on the cart form of the answers,
 * `productLivePrice` with the measured quantity), so the price shown is the price the cart charges.
 *
 * @example
 * configurationState(tank, { '1': '10', '2': '5' }, 20).measure; // { accepted: true, quantity: 60, … }
 */
export function configurationState(
  product: Product,
  answers: CustomOptionAnswers,
  taxRate: number,
): ConfigurationState {
  const options = customOptionsOf(product);
  const rules = measureOf(product);
  const measure = rules ? evaluateMeasure(rules, options, cartCustomOptions(options, answers)) : null;
  const dimensions = new Set(rules?.dimensions.map((dimension) => String(dimension.option_id)));
  const problems = Object.fromEntries(
    Object.entries(customOptionProblems(options, answers)).filter(([id]) => !dimensions.has(id)),
  );
  const price = productLivePrice(
    priceBaseOf(product),
    pricedCustomOptions(options, answers),
    taxRate,
    measure?.accepted ? measure.priced : null,
  );
  return {
    measure,
    price,
    problems,
    ready: (measure === null || measure.accepted) && Object.keys(problems).length === 0,
  };
}
