import type { ConfigurableChild, Product } from '@citerne/core-api/contract';

/** One colour of a tank of the catalogue: its child's id, prices, stock and packshot. */
export interface Colour {
  readonly label: 'Vert' | 'Noir';
  readonly id: number;
  readonly price: number;
  readonly price_incl_tax: number;
  readonly stock: ConfigurableChild['stock'];
  readonly image?: string;
}

const valueIndex = { Vert: 49, Noir: 50 } as const;

/**
 * The colour attribute (`color`, 93) of a configurable tank and its children, one per colour, named
 * `<sku>-<COLOUR>`: every tank of the catalogue is sold in green and black.
 * @example
 * colourVariants('CS-EP-1', [{ label: 'Vert', id: 11, price: 240.83, price_incl_tax: 289, stock: { is_in_stock: true, qty: 5 } }]);
 */
export function colourVariants(
  sku: string,
  colours: readonly Colour[],
): Required<Pick<Product, 'configurable_options' | 'configurable_children'>> {
  return {
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: 'color',
        label: 'Couleur',
        values: colours.map(({ label }) => ({ value_index: valueIndex[label], label })),
      },
    ],
    configurable_children: colours.map(({ label, ...child }) => ({
      ...child,
      sku: `${sku}-${label.toUpperCase()}`,
      color: valueIndex[label],
      status: 1,
    })),
  };
}
