import type { CartItemInput, Product } from '@citerne/core-api/contract';
// The shopper model, commands and checks are shared with cart-sync's own property suite (against its fake
// server), through the private @repo/test-utils.
import { newShopperModel, type ShopperDriver, type ShopperModel } from '@repo/test-utils/shopper';
import type { openRealShop } from './openRealShop';

type RealShop = Awaited<ReturnType<typeof openRealShop>>;

/** The made-to-measure tarpaulin's options (450 × 300, as the seed allows), with these eyelets. */
export const tarpaulinOptions = (eyelets: string) => ({
  extension_attributes: {
    custom_options: [
      { option_id: 11, option_value: '450' },
      { option_id: 12, option_value: '300' },
      { option_id: 13, option_value: '15' },
      { option_id: 14, option_value: '17' },
      { option_id: 15, option_value: eyelets },
    ],
  },
});

/** The shopper's products, from the seed: simple, a configurable variant, options, virtual, bundle. */
export function shopperProducts(catalogue: Map<string, Product>): Product[] {
  const get = (sku: string) => {
    const product = catalogue.get(sku);
    if (!product) throw new Error(`seed product ${sku} is missing`);
    return product;
  };
  return [
    get('VA-PVC-40'),
    get('RA-CAN-50'),
    { ...get('CS-EP-1'), sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' },
    { ...get('BA-SUR-MESURE'), product_option: tarpaulinOptions('21') },
    { ...get('BA-SUR-MESURE'), product_option: tarpaulinOptions('22,21') },
    get('SV-INSTALL-50'),
    get('PACK-CS-EP-5'),
  ];
}

/** What the shopper's other device adds (never added by this browser). */
export const otherDeviceSkus: readonly string[] = ['KI-GOUT', 'RA-COU-50'];

let shoppers = 0;

/**
 * A fresh shopper on the shared real shop: a new browser (guest) and a newly registered account, as the
 * {@link ShopperDriver} of the shared shopper commands; the other device is an API client logged in as them
 * whenever the browser is.
 */
export async function newRealShopper(shop: RealShop): Promise<{ model: ShopperModel; driver: ShopperDriver }> {
  const browser = shop.browser();
  shoppers += 1;
  const email = `shopper-${process.pid}-${shoppers}-${Date.now()}@example.fr`;
  const password = 'citerne-2025';
  await shop.otherDevice().user.create({ customer: { email, firstname: 'Léa', lastname: 'Martin' }, password });
  const otherDevice = shop.otherDevice(() => browser.session.token);
  const driver: ShopperDriver = {
    browser,
    logIn: async () => (await browser.client.user.login({ username: email, password })).token,
    serverLines: (cartId) => otherDevice.cart.pull({ cartId }),
    otherDeviceAdd: async (cartId, item) => void (await otherDevice.cart.update(item, { cartId })),
    otherDeviceRemove: async (cartId, line) =>
      void (await otherDevice.cart.delete({ item_id: line.item_id }, { cartId })),
    otherDeviceSetQty: async (cartId, line, qty) => {
      const product_option = line.product_option as CartItemInput['product_option'];
      await otherDevice.cart.update(
        { sku: line.sku, qty, item_id: line.item_id, ...(product_option ? { product_option } : {}) },
        { cartId },
      );
    },
  };
  return { model: newShopperModel(), driver };
}
