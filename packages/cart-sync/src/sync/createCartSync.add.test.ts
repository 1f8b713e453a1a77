import { connector, kit, pack, tank, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { setupCart } from '../testing/setupCart';

describe('adding to the cart: stock (SPEC §4 "Stock status from a check")', () => {
  it('an out-of-stock product is not added and raises the out-of-stock notice', async () => {
    const world = setupCart();
    world.server.setStock('VA-PVC-40', 'out_of_stock');
    const result = await world.cart.addToCart(valve);
    expect(result.added).toEqual([]);
    expect(world.localView()).toEqual([]);
    expect(world.notifications).toEqual([
      expect.objectContaining({
        kind: 'out-of-stock',
        type: 'danger',
        code: 'outOfStock',
      }),
    ]);
  });

  it('a volatile product is added for pre-reservation, with the unsafe-quantity notice when out-of-stock items are not allowed', async () => {
    const world = setupCart({ config: { allowOutOfStockInCart: false } });
    world.server.setStock('VA-PVC-40', 'volatile');
    await world.cart.addToCart(valve);
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    expect(world.notifications.map((notification) => notification.code)).toEqual(['volatileStock', 'productAdded']);
  });

  it('by default (out-of-stock items allowed) a volatile product is added without the notice', async () => {
    const world = setupCart();
    world.server.setStock('VA-PVC-40', 'volatile');
    await world.cart.addToCart(valve);
    expect(world.notifications.map((notification) => notification.kind)).toEqual(['product-added']);
  });

  it('offline, the stock is not sure: the product is added as volatile', async () => {
    const world = setupCart({ config: { allowOutOfStockInCart: false } });
    world.setOnline(false);
    await world.cart.addToCart(valve);
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    expect(world.notifications[0]?.kind).toBe('volatile-stock');
    expect(world.server.calls.get('checkStock')).toBeUndefined();
  });

  it('stock sync of the lines sets "In stock!" and "Out of the stock!"', async () => {
    const world = setupCart();
    await world.cart.addToCart([valve, connector]);
    world.server.setStock('RA-CAN-50', 'out_of_stock');
    await world.cart.checkStock();
    const [first, second] = world.cart.getState().items;
    expect(first).toMatchObject({ sku: 'VA-PVC-40', info: { stock: 'inStock' } });
    expect(second).toMatchObject({ sku: 'RA-CAN-50', is_in_stock: false, errors: { stock: 'outOfTheStock' } });
  });

  it('stock sync removes an out-of-stock line when out-of-stock items are not allowed and cart sync is switched off in the configuration', async () => {
    const world = setupCart({ config: { allowOutOfStockInCart: false, synchronize: false } });
    await world.cart.addToCart([valve, connector]);
    world.server.setStock('RA-CAN-50', 'out_of_stock');
    await world.cart.checkStock();
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
  });

  it('stock sync keeps an out-of-stock line with its error when cart sync is on, even if out-of-stock items are not allowed', async () => {
    const world = setupCart({ config: { allowOutOfStockInCart: false } });
    await world.cart.addToCart([valve, connector]);
    world.server.setStock('RA-CAN-50', 'out_of_stock');
    await world.cart.checkStock();
    expect(world.localView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×1']);
    expect(world.cart.getState().items[1]?.errors).toEqual({ stock: 'outOfTheStock' });
  });
});

describe('cart notifications (SPEC §8)', () => {
  it('a new product: "Product has been added to the cart!" with OK and Proceed to checkout → /checkout', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    expect(world.notifications).toEqual([
      {
        kind: 'product-added',
        type: 'success',
        code: 'productAdded',
        sku: 'VA-PVC-40',
        action1: { code: 'ok' },
        action2: { code: 'proceedToCheckout', href: '/checkout' },
      },
    ]);
  });

  it('a product already in the cart: "Product quantity has been updated!"', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    await world.cart.addToCart({ ...valve, qty: 2 });
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'quantity-updated',
      code: 'quantityUpdated',
    });
    expect(world.serverView()).toEqual(['VA-PVC-40×3']);
  });

  it('product validation errors are shown as error notifications and block the add', async () => {
    const world = setupCart();
    const result = await world.cart.addToCart({ ...valve, price_incl_tax: -5 });
    expect(result.refused).toEqual([{ sku: 'VA-PVC-40', messages: [{ code: 'priceUnknown' }] }]);
    expect(world.notifications).toEqual([
      expect.objectContaining({
        type: 'danger',
        kind: 'product-refused',
        code: 'priceUnknown',
      }),
    ]);
    expect(world.server.carts.size).toBe(0);
  });

  it('raising a line above its maximum is refused with "Only {maxQuantity} of this type available"', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...valve, qty: 19 });
    const result = await world.cart.addToCart({ ...valve, qty: 2 });
    expect(result.refused[0]?.messages).toEqual([{ code: 'onlyAvailable', params: { maxQuantity: 20 } }]);
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'product-refused',
      code: 'onlyAvailable',
      params: { maxQuantity: 20 },
    });
    expect(world.localView()).toEqual(['VA-PVC-40×19']);
  });

  it('a quantity update is checked like an add', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const checksum = world.cart.getState().items[0]?.checksum as string;
    expect(await world.cart.updateQuantity(checksum, 0)).toEqual({
      ok: false,
      message: { code: 'quantityNotPositive' },
    });
    expect(await world.cart.updateQuantity(checksum, 21)).toEqual({
      ok: false,
      message: { code: 'onlyAvailable', params: { maxQuantity: 20 } },
    });
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
  });
});

describe('adding every product type', () => {
  it('grouped, configurable and bundle products reach the server as their lines', async () => {
    const world = setupCart();
    const green = {
      ...tank,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 49 }] } },
    };
    await world.cart.addToCart([kit, green, pack]);
    expect(world.localView()).toEqual(['CS-EP-1-VERT×1', 'PACK-CS-EP-1×1', 'RA-CAN-50×2', 'VA-PVC-40×1']);
    expect(world.inStep()).toBe(true);
  });

  it('the mini-cart counts quantities by default, or lines', async () => {
    const world = setupCart();
    await world.cart.addToCart([{ ...valve, qty: 2 }, connector]);
    expect(world.cart.miniCartCount()).toBe(3);
    expect(world.cart.miniCartCount('lines')).toBe(2);
  });
});

describe('configuring a line (SPEC §4 "Variant selection")', () => {
  it('finds the variant of the configurable parent with the chosen configuration and updates the cart item', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...tank, sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1', qty: 2 });
    const checksum = world.cart.getState().items[0]?.checksum as string;
    await world.cart.configureItem(checksum, tank, { attributes: { color: 50 } });
    expect(world.localView()).toEqual(['CS-EP-1-NOIR×2']);
    expect(world.serverView()).toEqual(['CS-EP-1-NOIR×2']);
  });

  it('a configuration no variant has raises "No available product variants" and changes nothing', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...tank, sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' });
    const checksum = world.cart.getState().items[0]?.checksum as string;
    expect(await world.cart.configureItem(checksum, tank, { attributes: { color: 99 } })).toBeNull();
    expect(world.notifications.at(-1)).toMatchObject({
      code: 'noVariants',
    });
    expect(world.localView()).toEqual(['CS-EP-1-VERT×1']);
  });
});
