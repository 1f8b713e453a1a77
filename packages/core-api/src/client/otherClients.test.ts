import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../error/ApiError';
import { errorMessages } from '../error/errorMessages';
import { NetworkError } from '../error/NetworkError';
import { ValidationError } from '../error/ValidationError';
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
const orderFor = (cartId: string, payment: string, orderId = 'o-1714641000000-1') => ({
  order_id: orderId,
  cart_id: cartId,
  products: [{ sku: 'CIT-10M3', qty: 1 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email: 'lea@example.fr' },
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: payment,
  },
});

describe('order client', () => {
  it('places an order and answers the card provider redirect URL', async () => {
    shop = await setupShop();
    const cartId = await shop.client.cart.create();
    const placed = await shop.client.order.place(orderFor(cartId, 'card'));
    expect(placed).toMatchObject({ orderNumber: 'o-1714641000000-1', status: 'pending_payment' });
    expect(placed.paymentRedirectUrl).toMatch(/^https:\/\/pay\.example\//);
  });

  it('cash on delivery has no redirect, and an order sent twice is placed once', async () => {
    shop = await setupShop();
    const cartId = await shop.client.cart.create();
    const first = await shop.client.order.place(orderFor(cartId, 'cashondelivery'));
    const again = await shop.client.order.place(orderFor(cartId, 'cashondelivery'));
    expect(first.paymentRedirectUrl).toBeNull();
    expect(again.orderId).toBe(first.orderId);
    expect(shop.api.calls('placeOrder').map((request) => request.headers['idempotency-key'])).toEqual([
      'o-1714641000000-1',
      'o-1714641000000-1',
    ]);
    expect(shop.api.shop.placements.get('o-1714641000000-1')).toBe(1);
  });

  it('a guest reads an order with its access key, and nobody reads it without', async () => {
    shop = await setupShop();
    const cartId = await shop.client.cart.create();
    const { orderNumber } = await shop.client.order.place(orderFor(cartId, 'cashondelivery', '000000041'));
    const key = shop.api.shop.orderKeys.get(orderNumber);
    expect(await shop.client.order.view(orderNumber, { key })).toMatchObject({ increment_id: orderNumber });
    await expect(shop.client.order.view(orderNumber)).rejects.toMatchObject({ status: 404 });
    await expect(shop.client.order.view(orderNumber, { key: 'k-wrong' })).rejects.toMatchObject({ status: 404 });
  });

  it('the customer who placed an order reads it with the user token', async () => {
    shop = await setupShop();
    await shop.login();
    const cartId = await shop.client.cart.create();
    const { orderNumber } = await shop.client.order.place(orderFor(cartId, 'cashondelivery', '000000042'));
    expect(await shop.client.order.view(orderNumber)).toMatchObject({ customer_email: 'lea@example.fr' });
  });
});

describe('order client: pay again and order again', () => {
  it('pays again a refused order with another card or offline, and never a pending one', async () => {
    shop = await setupShop();
    const cartId = await shop.client.cart.create();
    const { orderNumber } = await shop.client.order.place(orderFor(cartId, 'card', '000000051'));
    const key = shop.api.shop.orderKeys.get(orderNumber);
    await expect(shop.client.order.retryPayment(orderNumber, 'card', { key })).rejects.toMatchObject({
      status: 409,
      code: 'PAYMENT_NOT_RETRYABLE',
    });
    shop.api.shop.failPayment(orderNumber);
    const retried = await shop.client.order.retryPayment(orderNumber, 'card', { key });
    expect(retried).toMatchObject({ orderNumber, status: 'pending_payment' });
    expect(retried.paymentRedirectUrl).toMatch(/^https:\/\/pay\.example\//);
    const request = shop.api.calls('orderRetryPayment')[1];
    expect(request).toMatchObject({ path: `/api/order/${orderNumber}/payment`, query: { key } });
    expect(request?.body).toEqual({ payment_method_code: 'card' });
    shop.api.shop.failPayment(orderNumber);
    expect(await shop.client.order.retryPayment(orderNumber, 'cashondelivery', { key })).toMatchObject({
      status: 'pending',
      paymentRedirectUrl: null,
    });
  });

  it('nobody pays again or orders again without the key or the owner token', async () => {
    shop = await setupShop();
    const cartId = await shop.client.cart.create();
    const { orderNumber } = await shop.client.order.place(orderFor(cartId, 'card', '000000052'));
    shop.api.shop.failPayment(orderNumber);
    await expect(shop.client.order.retryPayment(orderNumber, 'card')).rejects.toMatchObject({ status: 404 });
    await expect(shop.client.order.reorder(orderNumber, { key: 'k-wrong' })).rejects.toMatchObject({ status: 404 });
  });

  it('orders again into a new cart and lists the lines it could not add', async () => {
    shop = await setupShop();
    await shop.login();
    const cartId = await shop.client.cart.create();
    const placed = await shop.client.order.place({
      ...orderFor(cartId, 'cashondelivery', '000000053'),
      products: [
        { sku: 'CIT-10M3', qty: 1 },
        { sku: 'CIT-20M3', qty: 1 },
      ],
    });
    const again = await shop.client.order.reorder(placed.orderNumber);
    expect(again.skipped).toEqual(['CIT-20M3']);
    expect(again.cartId).not.toBe(cartId);
    expect(shop.api.shop.carts.lines(again.cartId).map((item) => [item.sku, item.qty])).toEqual([['CIT-10M3', 1]]);
    expect(shop.api.calls('orderReorder')[0]).toMatchObject({ method: 'POST', body: undefined });
  });
});

describe('order client: an account from a guest order', () => {
  it('creates the account with the order key, which then logs in; a wrong key is a 404 and a second account a 409', async () => {
    shop = await setupShop();
    const cartId = await shop.client.cart.create();
    const guestOrder = orderFor(cartId, 'cashondelivery', '000000054');
    const billingAddress = { ...guestOrder.addressInformation.billingAddress, email: 'invitee@example.fr' };
    const placed = await shop.client.order.place({
      ...guestOrder,
      addressInformation: { ...guestOrder.addressInformation, billingAddress },
    });
    const key = shop.api.shop.orderKeys.get(placed.orderNumber) ?? '';
    await expect(
      shop.client.order.createAccount(placed.orderNumber, 'motdepasse-solide', { key: 'k-wrong' }),
    ).rejects.toMatchObject({ status: 404 });
    const profile = await shop.client.order.createAccount(placed.orderNumber, 'motdepasse-solide', { key });
    expect(shop.api.calls('orderCreateAccount').at(-1)).toMatchObject({
      method: 'POST',
      body: { password: 'motdepasse-solide' },
      query: { key },
    });
    await expect(
      shop.client.user.login({ username: profile.email, password: 'motdepasse-solide' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
    await expect(
      shop.client.order.createAccount(placed.orderNumber, 'motdepasse-solide', { key }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a short password before sending', async () => {
    shop = await setupShop();
    await expect(shop.client.order.createAccount('000000001', 'court', { key: 'k' })).rejects.toThrow(/8 characters/);
    expect(shop.api.calls('orderCreateAccount')).toHaveLength(0);
  });
});

describe('stock client', () => {
  it('checks the stock of one sku', async () => {
    shop = await setupShop();
    expect(await shop.client.stock.check('CIT-10M3')).toMatchObject({ qty: 5, is_in_stock: true, stock_status: 'ok' });
    expect((await shop.client.stock.check('CIT-20M3')).stock_status).toBe('out_of_stock');
  });

  it('asks the stock of a long list 15 skus at a time and merges the answers', async () => {
    shop = await setupShop();
    const skus = Array.from({ length: 40 }, (_, index) => `SKU-${index + 1}`);
    const records = await shop.client.stock.list([...skus, 'SKU-1']);
    expect(records.map((record) => record.product_sku)).toEqual(skus);
    const sizes = shop.api.calls('stockList').map((request) => request.query.skus?.split(',').length);
    expect(sizes).toEqual([15, 15, 10]);
  });
});

describe('newsletter client', () => {
  it('subscribes, reads the status and unsubscribes', async () => {
    shop = await setupShop();
    // The status and the unsubscription are the logged-in customer's own (issue 19).
    await shop.login();
    expect(await shop.client.newsletter.isSubscribed('lea@example.fr')).toBe(false);
    expect(await shop.client.newsletter.subscribe('lea@example.fr')).toBe('subscribed');
    expect(await shop.client.newsletter.status('lea@example.fr')).toBe('subscribed');
    expect(shop.api.calls('newsletterSubscribe')[0]?.body).toEqual({ customerEmail: 'lea@example.fr' });
    expect(await shop.client.newsletter.unsubscribe('lea@example.fr')).toBe('unsubscribed');
    expect(shop.api.calls('newsletterUnsubscribe')[0]?.method).toBe('DELETE');
    await expect(shop.client.newsletter.unsubscribe('paul@example.fr')).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an invalid e-mail with the footer message', async () => {
    shop = await setupShop();
    await expect(shop.client.newsletter.subscribe('lea@')).rejects.toMatchObject({
      message: expect.stringContaining('Please provide valid e-mail address.'),
    });
  });
});

describe('review client', () => {
  it('posts a review rated 1 to 5', async () => {
    shop = await setupShop();
    const review = { product_id: 1, title: 'Parfait', detail: 'Très solide.', nickname: 'Léa', rating: 5 };
    expect(await shop.client.review.create(review)).toBe(true);
    expect(shop.api.shop.reviews).toEqual([{ ...review, review_entity: 'product' }]);
    await expect(shop.client.review.create({ ...review, rating: 6 })).rejects.toBeInstanceOf(ValidationError);
  });

  it("lists a product's approved reviews newest first, a page at a time", async () => {
    shop = await setupShop();
    const first = await shop.client.review.list({ productId: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((review) => review.title)).toEqual(['Parfait', 'Correct']);
    const second = await shop.client.review.list({ productId: 1, pageSize: 2, currentPage: 2 });
    expect(second.items.map((review) => review.title)).toEqual(['Solide']);
    expect(shop.api.calls('reviewList')[0]?.query).toEqual({ product_id: '1', pageSize: '2' });
  });

  it('refuses a review page larger than 50 before sending', async () => {
    shop = await setupShop();
    await expect(shop.client.review.list({ productId: 1, pageSize: 51 })).rejects.toBeInstanceOf(ValidationError);
    expect(shop.api.calls('reviewList')).toHaveLength(0);
  });

  it('reports a published review, refusing an unknown one and a reason that is not listed', async () => {
    shop = await setupShop();
    const id = shop.api.shop.approvedReviews[0]?.id ?? 0;
    expect(await shop.client.review.report({ reviewId: id, reason: 'fake', detail: 'Jamais commandé.' })).toBe(true);
    expect(shop.api.shop.reviewReports).toEqual([{ reviewId: id, reason: 'fake', detail: 'Jamais commandé.' }]);
    await expect(shop.client.review.report({ reviewId: 9999, reason: 'fake' })).rejects.toMatchObject({ status: 404 });
    await expect(shop.client.review.report({ reviewId: id, reason: 'boring' as never })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(shop.api.calls('reviewReport')).toHaveLength(2);
  });

  it("summarizes the shop's reviews: total, trust score and stars", async () => {
    shop = await setupShop();
    expect(await shop.client.review.summary()).toEqual({
      totalReviews: 4,
      averageRating: 4.3,
      stars: 4.5,
      source: 'shop',
    });
  });
});

describe('CMS client', () => {
  it('reads a page and a block by identifier or id', async () => {
    shop = await setupShop();
    expect((await shop.client.cms.page('about-us')).title).toBe('Qui sommes-nous');
    expect((await shop.client.cms.block(9)).identifier).toBe('modal-all-page');
    expect(shop.api.calls('cmsBlock')[0]?.path).toBe('/api/ext/cms-data/cmsBlock/9');
  });

  it('an unknown page is an ApiError 404 "CMS query returned empty result"', async () => {
    shop = await setupShop();
    await expect(shop.client.cms.page('nowhere')).rejects.toMatchObject({
      status: 404,
      message: 'CMS query returned empty result',
    });
  });
});

describe('URL client', () => {
  it('maps a URL to a product, a category or a CMS page', async () => {
    shop = await setupShop();
    const product = await shop.client.url.map({ url: '/citerne-10m3.html', includeFields: ['sku'] });
    expect(product?._type === 'product' && product._source.sku).toBe('CIT-10M3');
    expect((await shop.client.url.map({ url: '/citernes-souples.html' }))?._type).toBe('category');
    expect((await shop.client.url.resolve('/about-us'))?._type).toBe('cms_page');
  });

  it('an unknown URL gives null', async () => {
    shop = await setupShop();
    expect(await shop.client.url.map({ url: '/nowhere' })).toBeNull();
    expect(await shop.client.url.resolve('/nowhere')).toBeNull();
  });
});

describe('catalog client', () => {
  it('searches products and checks every item against the product schema', async () => {
    shop = await setupShop();
    const result = await shop.client.catalog.search({ type: 'product', request: { filters: [] }, size: 16, start: 0 });
    expect(result.items).toHaveLength(16);
    expect(result.items[0]).toMatchObject({ sku: 'CIT-10M3', type_id: 'simple' });
    expect(result.total).toEqual({ value: 43 });
    expect(result.aggregations.agg_terms_color?.buckets?.[0]?.doc_count).toBe(3);
    expect(JSON.parse(shop.api.calls('catalogSearch')[0]?.query.request ?? '')).toEqual({ filters: [] });
  });

  it('a size of 0 asks for 50 items (SPEC §5)', async () => {
    shop = await setupShop();
    const result = await shop.client.catalog.search({ type: 'product', size: 0 });
    expect(result.perPage).toBe(50);
  });
});

describe('products client', () => {
  it('reads current prices from the render list, with the user group when grouped tax is active', async () => {
    shop = await setupShop();
    const [plain] = await shop.client.products.renderList({ skus: ['CIT-10M3'], currencyCode: 'eur', storeId: 1 });
    expect(plain?.price_info.final_price).toBe(990);
    const [group] = await shop.client.products.renderList({
      skus: ['CIT-10M3'],
      currencyCode: 'EUR',
      storeId: 1,
      userGroupId: 2,
    });
    expect(group?.price_info.final_price).toBe(891);
    expect(shop.api.calls('productRenderList')[1]?.query).toMatchObject({ skus: 'CIT-10M3', userGroupId: '2' });
  });
});

describe('contact and mail clients', () => {
  it('sends the contact form and answers the server message', async () => {
    shop = await setupShop();
    const message = { name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour, un devis ?' };
    expect(await shop.client.contact.send(message)).toBe('Your comment was sent!');
    expect(shop.api.shop.contactMessages).toEqual([message]);
  });

  it('sends a mail with a one-time token', async () => {
    shop = await setupShop();
    const token = await shop.client.mail.getToken();
    const mail = {
      token,
      sourceAddress: 'lea@example.fr',
      targetAddress: 'contact@example.fr',
      subject: 'Devis',
      emailText: 'Bonjour',
    };
    expect(await shop.client.mail.send(mail)).toBe('Email sent');
    await expect(shop.client.mail.send(mail)).rejects.toMatchObject({ status: 403, code: 'MAIL_TOKEN' });
  });
});

describe('answers that break the contract', () => {
  it('an answer that is not JSON is "Error with response - bad content-type!"', async () => {
    shop = await setupShop();
    shop.api.answerNextWith('stockCheck', { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    const error = await shop.client.stock.check('CIT-10M3').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'BAD_CONTENT_TYPE', message: errorMessages.badContentType });
  });

  it('a JSON answer without body is "Unhandled error, wrong response format!"', async () => {
    shop = await setupShop();
    shop.api.answerNextWith('stockCheck', { status: 200, contentType: 'application/json', body: '' });
    await expect(shop.client.stock.check('CIT-10M3')).rejects.toMatchObject({
      code: 'WRONG_RESPONSE_FORMAT',
      message: errorMessages.wrongResponseFormat,
    });
  });

  it('a result that does not match the contract is a response ValidationError', async () => {
    shop = await setupShop();
    const body = JSON.stringify({ code: 200, result: { product_id: 'one', qty: 'many' } });
    shop.api.answerNextWith('stockCheck', { status: 200, contentType: 'application/json', body });
    const error = await shop.client.stock.check('CIT-10M3').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ source: 'response' });
  });

  it('an unreachable API is a NetworkError', async () => {
    shop = await setupShop();
    await shop.api.close();
    await expect(shop.client.stock.check('CIT-10M3')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('seller client', () => {
  it('reads the seller identity the API serves, validated against the contract', async () => {
    shop = await setupShop();
    const seller = await shop.client.seller.identity();
    expect(seller).toMatchObject({ example: true, siret: '90000000100017', vatNumber: 'FR68900000001' });
    expect(shop.api.calls('sellerIdentity')).toHaveLength(1);
  });
});
