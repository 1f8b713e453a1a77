import type { ConfigurableChild } from '@citerne/core-api/contract';
import type { BundleChoices } from '../bundle/BundleChoices';
import type { CustomOptionAnswers } from '../customOption/CustomOptionAnswers';

/** The shopper's configuration of a product on its page, what {@link cartProducts} hands to the cart. */
export interface ProductConfiguration {
  readonly qty: number;
  readonly variant: ConfigurableChild | null;
  readonly customAnswers: CustomOptionAnswers;
  /** Chosen link ids per bundle option id. */
  readonly bundleChoices: BundleChoices;
  /** Quantity per associated product sku of a grouped product. */
  readonly groupedQuantities: Readonly<Record<string, number>>;
}
