import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../error/ApiError';
import { setupShop } from '../testing/setupShop';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['1 rue des Lilas'],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
};

async function placeOrder() {
  const cartId = await shop.client.cart.create();
  return shop.client.order.place({
    order_id: '000000051',
    cart_id: cartId,
    products: [{ sku: 'CIT-10M3', qty: 2 }],
    addressInformation: {
      shippingAddress: address,
      billingAddress: { ...address, email: 'lea@example.fr' },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
  });
}

describe('withdrawal client', () => {
  it('looks up an order by number and e-mail, then withdraws a line', async () => {
    shop = await setupShop();
    const { orderNumber } = await placeOrder();
    const order = await shop.client.withdrawal.lookup({ orderNumber, orderEmail: 'lea@example.fr' });
    expect(order.lines).toEqual([expect.objectContaining({ itemId: 1, qtyWithdrawable: 2, refusal: null })]);
    const receipt = await shop.client.withdrawal.submit({
      orderNumber,
      orderEmail: 'lea@example.fr',
      name: 'Léa Martin',
      email: 'lea@example.fr',
      lines: [{ itemId: 1, qty: 1 }],
    });
    expect(receipt).toMatchObject({ orderNumber, lines: [{ itemId: 1, qty: 1 }], refundDays: 14 });
    expect(shop.api.calls('withdrawalSubmit')[0]?.body).toMatchObject({ lines: [{ itemId: 1, qty: 1 }] });
  });

  it('answers the API error for a wrong e-mail', async () => {
    shop = await setupShop();
    const { orderNumber } = await placeOrder();
    await expect(
      shop.client.withdrawal.lookup({ orderNumber, orderEmail: 'someone@example.fr' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
