import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seedProductSchema } from './seedSchemas';

const product = {
  id: 1,
  sku: 'BA-SUR-MESURE',
  name: 'Bâche sur mesure',
  type_id: 'simple',
  url_key: 'bache-sur-mesure',
  status: 1,
  visibility: 4,
  price: 100,
};

describe('seed product schema', () => {
  it('takes a negative custom option price, fixed or percent (a discount option, SPEC §4 "Option pricing")', () => {
    const custom_options = [
      {
        option_id: 3,
        title: 'Œillets',
        type: 'radio',
        values: [{ option_type_id: 8, title: 'Sans œillets', price: -5, price_type: 'fixed' }],
      },
      { option_id: 4, title: 'Remise atelier', type: 'field', price: -10, price_type: 'percent' },
    ];
    expect(v.safeParse(seedProductSchema, { ...product, custom_options }).success).toBe(true);
  });

  it('refuses a negative product price', () => {
    expect(v.safeParse(seedProductSchema, { ...product, price: -1 }).success).toBe(false);
  });
});
