import { afterEach, describe, expect, it } from 'vitest';
import { CommerceError } from '../CommerceError';
import { openMagentoPlatformForTest } from './openMagentoPlatformForTest';
import { CART, guestOrderPlacement } from './recordings/orderRecordings';
import { address, SKU } from './recordings/recordedShapes';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const body = (qty: number) => ({
  order_id: 'key-1',
  cart_id: CART,
  products: [{ sku: SKU, qty }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email: 'lea@example.fr' },
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: 'cashondelivery',
    payment_method_additional: {},
    shippingExtraFields: {},
  },
});

describe('orders placed in Magento, idempotent on our side', () => {
  it('a repeated key answers the first order without asking Magento again; reused for another request it is a 422', async () => {
    const { subject, magento } = await openMagentoPlatformForTest(guestOrderPlacement);
    closers.push(subject.close);
    const { orders } = subject.platform;
    const placed = await orders.place(body(2), 'key-1', null);
    expect(placed).toMatchObject({ orderId: 42, orderNumber: '000000042', status: 'pending' });
    expect(await orders.place(body(2), 'key-1', null)).toEqual(placed);
    const reused = await orders.place(body(3), 'key-1', null).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(CommerceError);
    expect([(reused as CommerceError).status, (reused as CommerceError).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(magento.unexpected).toEqual([]);
    expect(magento.pending()).toEqual([]);
  });

  it('a cart that is not what the shopper ordered is refused before Magento places anything, and the key stays free', async () => {
    const [items] = guestOrderPlacement;
    const { subject, magento } = await openMagentoPlatformForTest(items ? [items] : []);
    closers.push(subject.close);
    const refused = await subject.platform.orders.place(body(5), 'key-2', null).catch((error: unknown) => error);
    expect([(refused as CommerceError).status, (refused as CommerceError).code]).toEqual([409, 'CART_CHANGED']);
    expect(magento.unexpected).toEqual([]);
  });
});
