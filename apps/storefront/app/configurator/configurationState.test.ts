// The seed's made-to-measure products, through the API package's public entry for its seed catalogue.
import products from '@citerne/api/seed/catalog/products.json';
import type { Product } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { configurationState } from './configurationState';

const tank = (products as unknown as Product[]).find((product) => product.sku === 'CS-SUR-MESURE') as Product;
const tarpaulin = (products as unknown as Product[]).find((product) => product.sku === 'BA-SUR-MESURE') as Product;

describe('a configuration on the configurator (issue 17)', () => {
  it('prices the tank on its volume: (575 + 26 € × 60 m³) × 1.2', () => {
    const state = configurationState(tank, { '1': '10', '2': '5', '3': '1', '4': '5', '7': '13' }, 20);
    expect(state.measure).toMatchObject({ accepted: true, quantity: 60 });
    expect(state.price.amount).toBe(2562);
    expect(state.ready).toBe(true);
  });

  it('the price follows each dimension', () => {
    const at = (length: string) => configurationState(tank, { '1': length, '2': '5' }, 20).price.amount;
    expect(at('11')).toBeGreaterThan(at('10'));
  });

  it('an impossible combination is not ready, with its reason', () => {
    const state = configurationState(tank, { '1': '20', '2': '10', '3': '2', '4': '5', '7': '13' }, 20);
    expect(state.measure).toMatchObject({ accepted: false, refusal: { reason: 'impossible' } });
    expect(state.ready).toBe(false);
  });

  it('a required choice left empty is a problem, a dimension is the measure own', () => {
    const state = configurationState(tank, { '1': '10' }, 20);
    expect(Object.keys(state.problems).sort()).toEqual(['3', '4', '7']);
    expect(state.measure).toMatchObject({ accepted: false, refusal: { reason: 'dimension', option_id: 2 } });
  });

  it('a tarpaulin up to its included area costs its base price', () => {
    expect(configurationState(tarpaulin, { '11': '300', '12': '300' }, 20).price.amount).toBe(149);
    expect(configurationState(tarpaulin, { '11': '400', '12': '300' }, 20).price.amount).toBe(175.4); // + 2 m² × 11 € × 1.2
  });
});
