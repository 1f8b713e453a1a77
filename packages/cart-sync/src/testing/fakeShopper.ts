import type { Product } from '@citerne/core-api/contract';
import { connector, installation, pack, pipe, pump, tank, tarpaulin, valve } from '@repo/test-utils';
import { newShopperModel, type ShopperDriver, type ShopperModel } from '@repo/test-utils/shopper';
import { setupCart } from './setupCart';

const custom = (width: string, eyelets: string) => ({
  extension_attributes: {
    custom_options: [
      { option_id: 11, option_value: width },
      { option_id: 15, option_value: eyelets },
    ],
  },
});

/** What the shopper may add against the fake server: every kind of line (options, variant, bundle, virtual). */
export const fakeShopperProducts: readonly Product[] = [
  valve,
  connector,
  { ...tank, sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' },
  { ...tarpaulin, product_option: custom('300', '21') },
  { ...tarpaulin, product_option: custom('300', '22,21') },
  installation,
  pack,
];

/** The coupon codes the fake server accepts. */
export const fakeCoupons: readonly string[] = ['BIENVENUE10', 'NEWSLETTER10'];

/** What another device of the shopper adds on the fake server (never added by this browser). */
export const fakeOtherDeviceSkus: readonly string[] = [pipe.sku, pump.sku];

/**
 * A fresh shopper (guest, with an account to log into) against a fresh fake server, as the
 * {@link ShopperDriver} of the shared shopper commands.
 *
 * @example
 * const { model, driver } = newFakeShopper();
 * await fc.asyncModelRun(() => ({ model, real: driver }), commands);
 */
export function newFakeShopper(): { model: ShopperModel; driver: ShopperDriver } {
  const world = setupCart();
  const customer = world.server.registerCustomer();
  const driver: ShopperDriver = {
    browser: world,
    logIn: async () => customer.logIn(),
    serverLines: async (cartId) => world.server.lines(cartId),
    otherDeviceAdd: async (cartId, item) => void world.server.serverAdd(cartId, item),
    otherDeviceRemove: async (cartId, line) => world.server.serverDrop(cartId, line.item_id),
    otherDeviceSetQty: async (cartId, line, qty) => world.server.serverSetQty(cartId, line.item_id, qty),
    serverCoupon: async (cartId) => world.server.couponOf(cartId),
  };
  return { model: newShopperModel(), driver };
}
