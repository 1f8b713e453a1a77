import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema } from './product';
import { ProductMeasureSchema } from './productMeasure';

const tank = {
  shape: 'tank',
  unit: 'm',
  height: 1.2,
  dimensions: [
    { option_id: 1, min: 2, max: 25 },
    { option_id: 2, min: 1.5, max: 15 },
  ],
  quantity: { min: 1, max: 500 },
  price_per_unit: 28,
  exclusions: [{ values: [2], above: 100 }],
};

describe('product measure (issue 17)', () => {
  it('a made-to-measure product carries its measure rules', () => {
    const product = v.parse(ProductSchema, {
      id: 1,
      sku: 'CS-SUR-MESURE',
      name: 'Citerne souple sur mesure',
      type_id: 'simple',
      made_to_measure: true,
      measure: tank,
    });
    expect(product.measure?.dimensions.map((dimension) => dimension.option_id)).toEqual([1, 2]);
  });

  it('a tank without its height is refused', () => {
    expect(v.safeParse(ProductMeasureSchema, { ...tank, height: undefined }).success).toBe(false);
  });

  it('limits the wrong way round are refused', () => {
    expect(
      v.safeParse(ProductMeasureSchema, { ...tank, dimensions: [{ option_id: 1, min: 5, max: 2 }, tank.dimensions[1]] })
        .success,
    ).toBe(false);
    expect(v.safeParse(ProductMeasureSchema, { ...tank, quantity: { min: 10, max: 1 } }).success).toBe(false);
  });

  it('a measure has exactly two dimensions', () => {
    expect(v.safeParse(ProductMeasureSchema, { ...tank, dimensions: [tank.dimensions[0]] }).success).toBe(false);
  });
});
