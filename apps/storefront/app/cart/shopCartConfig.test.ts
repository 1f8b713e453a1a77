import { parseCartConfig } from '@citerne/cart-sync';
import { describe, expect, it } from 'vitest';
import { shopCartConfig } from './shopCartConfig';

describe('the shop cart settings', () => {
  it('are valid cart settings, read the same by the engine', () => {
    expect(parseCartConfig(shopCartConfig)).toEqual(shopCartConfig);
  });

  it('count the header badge in quantities (SPEC §4 minicartCountType)', () => {
    expect(shopCartConfig.minicartCountType).toBe('quantities');
  });
});
