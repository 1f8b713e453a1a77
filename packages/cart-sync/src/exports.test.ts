import { describe, expect, it } from 'vitest';
import * as core from './index';
import * as react from './react/index';

describe('public API', () => {
  it('the main entry exports the cart domain, diff, persistence, stock rules and the sync engine', () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        'CART_STORAGE_KEYS',
        'CHECKOUT_PATH',
        'CartConfigError',
        'CartConfigSchema',
        'CartLineSchema',
        'addCartItem',
        'applyLineStock',
        'applyServerTotals',
        'canonicalProductOption',
        'cartHash',
        'cartItemChecksum',
        'cartLineChecksum',
        'cartMessageSource',
        'cartMessages',
        'cartNotification',
        'cartReducer',
        'checkQuantity',
        'clearCart',
        'createApiCartBackend',
        'createCartSync',
        'createLazyCartSync',
        'diffCart',
        'emptyCartState',
        'expandGroupedProduct',
        'firstCartLoad',
        'isConfigurableCartLine',
        'isTotalsSyncRequired',
        'loadCart',
        'miniCartCount',
        'parseCartConfig',
        'prepareCartItems',
        'readStoredCart',
        'removeCartItem',
        'selectMiniCartView',
        'stockNotice',
        'stockStatusOf',
        'updateCartItemQty',
        'writeStoredCart',
      ].sort(),
    );
  });

  it('the react entry exports the provider, atoms and hooks', () => {
    expect(Object.keys(react).sort()).toEqual(
      [
        'CartSyncProvider',
        'createCartAtoms',
        'useAddToCart',
        'useCart',
        'useCartLoaded',
        'useCartNotifications',
        'useCartSync',
        'miniCartOpenAtom',
        'useMiniCart',
        'useMiniCartCount',
      ].sort(),
    );
  });

  it('internals and test helpers are not exported', () => {
    for (const name of [
      'runSync',
      'connectCart',
      'classifyError',
      'toCartItemInput',
      'lineFromServerItem',
      'createFakeCartServer',
      'createMemoryStorage',
      'setupCart',
      'CartSyncContext',
    ]) {
      expect(core).not.toHaveProperty(name);
      expect(react).not.toHaveProperty(name);
    }
  });

  it('the framework-free entry does not pull React in', async () => {
    const { readFileSync, readdirSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? (name === 'react' || name === 'testing' ? [] : files(path)) : [path];
      });
    for (const file of files(import.meta.dirname).filter((path) => !path.endsWith('.test.ts'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '(react|jotai)'/);
    }
  });
});
