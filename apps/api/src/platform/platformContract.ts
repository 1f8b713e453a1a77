import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import { refusal } from '../testing/refusal';
import type { Platform } from './Platform';

/** A driver under test, opened on a store that holds the shop's catalogue seed and the commerce fixtures. */
export interface PlatformUnderTest {
  readonly platform: Platform;
  /** What the contract relies on in the store's catalogue. */
  readonly fixtures: {
    /** A simple product that can be sold, with plenty of stock. */
    readonly simpleSku: string;
    /** Its product id (reviews name products by id). */
    readonly simpleProductId: number;
    /** A store and a content kind the store holds (`storeContent`). */
    readonly storeContent: { readonly storeCode: string; readonly kind: string };
    /** The shop's own mailbox. */
    readonly shopAddress: string;
    /** The method code of a configured card payment provider. */
    readonly cardMethod: string;
  };
  close(): Promise<void>;
}

const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  street: ['12 rue des Lilas'],
  city: 'Lyon',
  postcode: '69001',
  country_id: 'FR',
  telephone: '+33 4 78 00 00 00',
};

let emails = 0;
const newEmail = () => {
  emails += 1;
  return `contract-${Date.now().toString(36)}-${emails}@example.fr`;
};

/**
 * The contract every `Platform` driver passes (ARCHITECTURE.md "Backends behind seams"): carts and totals,
 * customers, orders, stock, newsletter, reviews, CMS content, mail and withdrawals, through the interface only.
 * Written once; each driver's test calls it with a factory opening the driver on a seeded store. A driver whose
 * backend cannot offer what a case needs names that case in `notApplicable` with the reason: it is reported skipped
 * with the reason, never silently left out.
 * @example
 * platformContract('embedded on PGlite', () => openEmbeddedPlatformForTest('pglite'));
 */
export function platformContract(
  name: string,
  open: () => Promise<PlatformUnderTest>,
  notApplicable: Readonly<Record<string, string>> = {},
): void {
  const it = (title: string, run: () => Promise<void>) =>
    title in notApplicable
      ? vitestIt.skip(`${title} — not applicable: ${notApplicable[title]}`, run)
      : vitestIt(title, run);
  describe(`Platform contract: ${name}`, () => {
    let subject: PlatformUnderTest;
    let platform: Platform;
    let sku: string;
    beforeAll(async () => {
      subject = await open();
      platform = subject.platform;
      sku = subject.fixtures.simpleSku;
    }, 120_000);
    afterAll(async () => {
      await subject?.close();
    });

    const customer = async () => {
      const email = newEmail();
      const password = 'citerne-2025';
      await platform.customers.register(
        { customer: { email, firstname: 'Léa', lastname: 'Martin' }, password },
        '198.51.100.7',
      );
      const tokens = await platform.customers.logIn({ username: email, password }, '198.51.100.7');
      const shopper = await platform.customers.authenticate(tokens.token);
      if (shopper === null) throw new Error('A fresh access token must authenticate.');
      return { email, password, tokens, shopper };
    };

    describe('carts and totals', () => {
      it('a new guest cart is empty and its totals are zero', async () => {
        const cartId = await platform.carts.create(null);
        expect(await platform.carts.pull(cartId, null)).toEqual([]);
        expect((await platform.carts.totals(cartId, null)).grand_total).toBe(0);
        expect(await platform.carts.shippingMethods(cartId, null, 'FR')).toEqual([]);
      });

      it('the same sku added twice is one line holding both quantities, priced by the platform', async () => {
        const cartId = await platform.carts.create(null);
        const first = await platform.carts.updateItem(cartId, null, { sku, qty: 1 });
        const second = await platform.carts.updateItem(cartId, null, { sku, qty: 2 });
        expect(second.item_id).toBe(first.item_id);
        expect(second.qty).toBe(3);
        const lines = await platform.carts.pull(cartId, null);
        expect(lines).toHaveLength(1);
        expect(lines[0]?.price_incl_tax).toBeGreaterThan(0);
        const totals = await platform.carts.totals(cartId, null);
        expect(totals.items_qty).toBe(3);
        expect(totals.subtotal_incl_tax).toBeCloseTo(Number(lines[0]?.price_incl_tax) * 3, 2);
        expect(totals.grand_total).toBeGreaterThanOrEqual(totals.subtotal_incl_tax ?? 0);
      });

      it('a quantity change of a line by item id replaces its quantity', async () => {
        const cartId = await platform.carts.create(null);
        const line = await platform.carts.updateItem(cartId, null, { sku, qty: 1 });
        const changed = await platform.carts.updateItem(cartId, null, { sku, qty: 4, item_id: line.item_id });
        expect(changed).toMatchObject({ item_id: line.item_id, qty: 4 });
      });

      it('deleting a line empties the cart; deleting it again is a 404', async () => {
        const cartId = await platform.carts.create(null);
        const line = await platform.carts.updateItem(cartId, null, { sku, qty: 1 });
        await platform.carts.deleteItem(cartId, null, line.item_id);
        expect(await platform.carts.pull(cartId, null)).toEqual([]);
        const refused = await refusal(platform.carts.deleteItem(cartId, null, line.item_id));
        expect([refused.status, refused.code]).toEqual([404, 'CART_ITEM_NOT_FOUND']);
      });

      it('an unknown cart is a 404 and an unknown sku is refused', async () => {
        const unknown = await refusal(platform.carts.pull('no-such-cart-id-0000000000000000', null));
        expect([unknown.status, unknown.code]).toEqual([404, 'CART_NOT_FOUND']);
        const cartId = await platform.carts.create(null);
        const noSku = await refusal(platform.carts.updateItem(cartId, null, { sku: 'NO-SUCH-SKU-CONTRACT', qty: 1 }));
        expect(noSku.status).toBe(404);
      });

      it('an unknown coupon is refused and leaves the totals as they were', async () => {
        const cartId = await platform.carts.create(null);
        await platform.carts.updateItem(cartId, null, { sku, qty: 1 });
        const before = await platform.carts.totals(cartId, null);
        const refused = await refusal(platform.carts.applyCoupon(cartId, null, 'NO-SUCH-COUPON'));
        expect([refused.status, refused.code]).toEqual([400, 'COUPON_INVALID']);
        await platform.carts.deleteCoupon(cartId, null);
        expect(await platform.carts.totals(cartId, null)).toEqual(before);
      });

      it('shipping information is kept and priced in the totals; the methods offered include the chosen one', async () => {
        const cartId = await platform.carts.create(null);
        await platform.carts.updateItem(cartId, null, { sku, qty: 1 });
        const [method] = await platform.carts.shippingMethods(cartId, null, 'FR');
        expect(method).toBeDefined();
        const totals = await platform.carts.saveShippingInformation(cartId, null, {
          shippingAddress: address,
          billingAddress: { ...address, email: 'lea@example.fr' },
          shipping_carrier_code: method?.carrier_code ?? '',
          shipping_method_code: method?.method_code ?? '',
        });
        expect(totals.total_segments.map((segment) => segment.code)).toContain('grand_total');
        expect(await platform.carts.collectTotals(cartId, null, undefined)).toEqual(totals);
        const methods = await platform.carts.paymentMethods(cartId, null);
        expect(methods.length).toBeGreaterThan(0);
        expect(totals.payment_methods?.map((m) => m.code)).toEqual(methods.map((m) => m.code));
      });

      it("a customer's cart needs its owner: 401 for a guest, 403 for another customer", async () => {
        const owner = await customer();
        const other = await customer();
        const cartId = await platform.carts.create(owner.shopper);
        expect(await platform.carts.create(owner.shopper)).toBe(cartId);
        const guest = await refusal(platform.carts.pull(cartId, null));
        expect([guest.status, guest.code]).toEqual([401, 'CART_NEEDS_LOGIN']);
        const stranger = await refusal(platform.carts.pull(cartId, other.shopper));
        expect([stranger.status, stranger.code]).toEqual([403, 'CART_FORBIDDEN']);
      });

      it("a guest cart passed at login is merged into the customer's cart", async () => {
        const owner = await customer();
        const guestCart = await platform.carts.create(null);
        await platform.carts.updateItem(guestCart, null, { sku, qty: 2 });
        const cartId = await platform.carts.create(owner.shopper, guestCart);
        const lines = await platform.carts.pull(cartId, owner.shopper);
        expect(lines.map((line) => [line.sku, line.qty])).toEqual([[sku, 2]]);
      });
    });

    describe('customers', () => {
      it('no token is a guest; a forged token is a 401', async () => {
        expect(await platform.customers.authenticate(undefined)).toBeNull();
        const forged = await refusal(platform.customers.authenticate('not.a.token'));
        expect([forged.status, forged.code]).toEqual([401, 'TOKEN_INVALID']);
      });

      it('a customer’s token gives their price group to the catalogue; a forged or logged-out one none', async () => {
        const { tokens, shopper } = await customer();
        expect(await platform.customers.priceGroup(tokens.token)).toEqual({ groupId: shopper.groupId });
        expect(await platform.customers.priceGroup('not.a.token')).toBeNull();
        await platform.customers.logOut(shopper);
        expect(await platform.customers.priceGroup(tokens.token)).toBeNull();
      });

      it('a registered customer logs in, reads their profile, and after logout their token is refused', async () => {
        const { email, tokens, shopper } = await customer();
        expect(shopper.email).toBe(email);
        expect((await platform.customers.profile(shopper)).email).toBe(email);
        await platform.customers.logOut(shopper);
        const refused = await refusal(platform.customers.authenticate(tokens.token));
        expect(refused.status).toBe(401);
      });

      it('a wrong password is refused with a 401 that does not say which part was wrong', async () => {
        const { email } = await customer();
        const refused = await refusal(platform.customers.logIn({ username: email, password: 'wrong-1234' }, '::1'));
        expect(refused.status).toBe(401);
        const unknown = await refusal(
          platform.customers.logIn({ username: newEmail(), password: 'wrong-1234' }, '::1'),
        );
        expect(unknown.message).toBe(refused.message);
      });

      it('a refresh token is spent once: the new pair works, the old refresh token is refused', async () => {
        const { tokens } = await customer();
        const next = await platform.customers.refresh(tokens.refreshToken);
        expect(await platform.customers.authenticate(next.token)).not.toBeNull();
        expect((await refusal(platform.customers.refresh(tokens.refreshToken))).status).toBe(401);
      });

      it('a spent refresh token presented again revokes its whole family: the pair it was traded for dies too', async () => {
        const { tokens } = await customer();
        const next = await platform.customers.refresh(tokens.refreshToken);
        await refusal(platform.customers.refresh(tokens.refreshToken));
        expect((await refusal(platform.customers.authenticate(next.token))).status).toBe(401);
        expect((await refusal(platform.customers.refresh(next.refreshToken))).status).toBe(401);
      });

      it('logout ends every session of the customer, and no other customer’s (issue 19)', async () => {
        const { email, password, tokens, shopper } = await customer();
        const other = await platform.customers.logIn({ username: email, password }, '192.0.2.1');
        const stranger = await customer();
        await platform.customers.logOut(shopper);
        for (const token of [tokens.token, other.token]) {
          expect((await refusal(platform.customers.authenticate(token))).status).toBe(401);
        }
        expect((await refusal(platform.customers.refresh(other.refreshToken))).status).toBe(401);
        expect(await platform.customers.authenticate(stranger.tokens.token)).not.toBeNull();
      });

      it('the wishlist keeps added skus once and forgets removed ones', async () => {
        const { shopper } = await customer();
        await platform.customers.addToWishlist(shopper, [sku, sku]);
        expect((await platform.customers.wishlist(shopper)).map((item) => item.sku)).toEqual([sku]);
        await platform.customers.removeFromWishlist(shopper, sku);
        expect(await platform.customers.wishlist(shopper)).toEqual([]);
      });
    });

    describe('orders and stock', () => {
      const placeFrom = async (cartId: string, key: string) =>
        platform.orders.place(
          {
            order_id: key,
            cart_id: cartId,
            products: [{ sku, qty: 2 }],
            addressInformation: {
              shippingAddress: address,
              billingAddress: { ...address, email: 'lea@example.fr' },
              shipping_carrier_code: 'flatrate',
              shipping_method_code: 'flatrate',
              payment_method_code: 'cashondelivery',
              payment_method_additional: {},
              shippingExtraFields: {},
            },
          },
          key,
          null,
        );

      it('an order takes the stock, closes the cart, and is read with its key only; a replay is the same order', async () => {
        const [before] = await platform.stock.read([sku]);
        const cartId = await platform.carts.create(null);
        await platform.carts.updateItem(cartId, null, { sku, qty: 2 });
        const key = `contract-${cartId.slice(0, 12)}`;
        const placed = await placeFrom(cartId, key);
        expect(placed.orderNumber).toMatch(/^\d+$/);
        const [after] = await platform.stock.read([sku]);
        expect(after?.qty).toBe((before?.qty ?? 0) - 2);
        expect((await refusal(platform.carts.pull(cartId, null))).status).toBe(404);
        const view = await platform.orders.view(placed.orderNumber, { shopper: null, key: placed.accessKey ?? '' });
        expect(view).toMatchObject({ increment_id: placed.orderNumber });
        const hidden = await refusal(platform.orders.view(placed.orderNumber, { shopper: null, key: 'wrong-key' }));
        expect(hidden.status).toBe(404);
        expect((await placeFrom(cartId, key)).orderNumber).toBe(placed.orderNumber);
      });

      it('a withdrawal opens a guest order by its number and e-mail; another e-mail is the 404 of an unknown order', async () => {
        const cartId = await platform.carts.create(null);
        await platform.carts.updateItem(cartId, null, { sku, qty: 2 });
        const placed = await placeFrom(cartId, `contract-w-${cartId.slice(0, 10)}`);
        const requester = { shopper: null, clientAddress: '198.51.100.9' };
        const order = await platform.withdrawals.lookup(
          { orderNumber: placed.orderNumber, orderEmail: 'lea@example.fr' },
          requester,
        );
        expect(order.orderNumber).toBe(placed.orderNumber);
        expect(order.lines.map((line) => [line.sku, line.qtyOrdered])).toEqual([[sku, 2]]);
        const stranger = await refusal(
          platform.withdrawals.lookup({ orderNumber: placed.orderNumber, orderEmail: 'eve@example.fr' }, requester),
        );
        expect([stranger.status, stranger.code]).toEqual([404, 'ORDER_NOT_FOUND']);
      });

      it('stock is read for known skus only', async () => {
        const items = await platform.stock.read([sku, 'NO-SUCH-SKU-CONTRACT']);
        expect(items.map((item) => item.product_sku)).toEqual([sku]);
        expect(items[0]?.is_in_stock).toBe(true);
      });
    });

    describe('card payments', () => {
      it('knows its configured providers only, and no session or notification it did not open', async () => {
        expect(platform.payments.provider('no-such-method')).toBeUndefined();
        const provider = platform.payments.provider(subject.fixtures.cardMethod);
        if (provider === undefined) throw new Error('The configured card provider must be found.');
        expect(provider.code).toBe(subject.fixtures.cardMethod);
        expect(await platform.payments.session(provider, 'no-such-session-0000000000')).toBeNull();
        const refused = await refusal(
          platform.payments.settle(provider, {
            reference: 'no-such-reference',
            orderNumber: '999999999',
            status: 'paid',
            amount: 100,
            currency: 'EUR',
          }),
        );
        expect([refused.status, refused.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
      });
    });

    describe('newsletter', () => {
      it('subscribing and unsubscribing are idempotent and change the status', async () => {
        const email = newEmail();
        expect(await platform.newsletter.status(email)).toBe('unsubscribed');
        await platform.newsletter.subscribe(email);
        await platform.newsletter.subscribe(email);
        expect(await platform.newsletter.status(email)).toBe('subscribed');
        await platform.newsletter.unsubscribe(email);
        await platform.newsletter.unsubscribe(email);
        expect(await platform.newsletter.status(email)).toBe('unsubscribed');
      });

      it('the welcome mail carries a signed unsubscribe link that unsubscribes; forged links change nothing', async () => {
        const email = newEmail();
        await platform.newsletter.subscribe(email);
        const mail = (await platform.mail.outbox(20)).find((entry) => entry.to_address === email);
        const token = /\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
        expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
        expect(await platform.newsletter.unsubscribeWithLink('not-a-link')).toBe(false);
        const forged = token.replace(
          /\.([\w-])([\w-]{42})$/,
          (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
        );
        expect(await platform.newsletter.unsubscribeWithLink(forged)).toBe(false);
        expect(await platform.newsletter.status(email)).toBe('subscribed');
        expect(await platform.newsletter.unsubscribeWithLink(token)).toBe(true);
        expect(await platform.newsletter.unsubscribeWithLink(token)).toBe(true);
        expect(await platform.newsletter.status(email)).toBe('unsubscribed');
      });
    });

    describe('reviews', () => {
      it('a new review waits for moderation: it is not listed and cannot be reported', async () => {
        const productId = subject.fixtures.simpleProductId;
        const listed = await platform.reviews.list(productId, 50, 1);
        const ratings = await platform.reviews.approvedRatings();
        await platform.reviews.create(
          {
            review_entity: 'product',
            product_id: productId,
            nickname: 'Léa',
            title: 'Très bien',
            detail: '<b>Solide</b> et étanche',
            rating: 5,
          },
          null,
        );
        expect(await platform.reviews.list(productId, 50, 1)).toEqual(listed);
        expect(await platform.reviews.approvedRatings()).toEqual(ratings);
        expect((await platform.reviews.latest(50)).map((review) => review.title)).not.toContain('Très bien');
        const refused = await refusal(platform.reviews.report({ reviewId: 2_000_000_000, reason: 'fake' }));
        expect([refused.status, refused.code]).toEqual([404, 'REVIEW_NOT_FOUND']);
      });

      it("the shop's latest approved reviews come newest first, bounded, each naming its product", async () => {
        const all = await platform.reviews.latest(50);
        const ratings = await platform.reviews.approvedRatings();
        // Only reviews within the display period are listed; the fixtures hold recent approved ones.
        expect(all.length).toBeLessThanOrEqual(Math.min(50, ratings.length));
        expect(all.length).toBeGreaterThan(0);
        const dates = all.map((review) => review.createdAt);
        expect(dates).toEqual([...dates].sort().reverse());
        expect(await platform.reviews.latest(2)).toEqual(all.slice(0, 2));
        for (const review of all) {
          expect(review.product).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
          expect(review.rating).toBeGreaterThanOrEqual(1);
          if (!review.verified) expect(review.experienceDate).toBeNull();
        }
      });

      it('a review of an unknown product is a 404', async () => {
        const refused = await refusal(
          platform.reviews.create(
            {
              review_entity: 'product',
              product_id: 2_000_000_000,
              nickname: 'Léa',
              title: 'T',
              detail: 'D',
              rating: 4,
            },
            null,
          ),
        );
        expect([refused.status, refused.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
      });
    });

    describe('CMS content', () => {
      it("serves a store's content with its change date, and nothing for an unknown kind", async () => {
        const { storeCode, kind } = subject.fixtures.storeContent;
        const entry = await platform.cms.storeContent(storeCode, kind);
        expect(entry?.doc).toBeTypeOf('object');
        expect(entry?.updatedAt).not.toBe('');
        expect(await platform.cms.storeContent(storeCode, 'no-such-kind')).toBeNull();
      });
    });

    describe('mail', () => {
      it('the mail service and the contact form reach the shop mailbox only, reply-to the sender', async () => {
        await platform.mail.sendToShop({ replyTo: 'lea@example.fr', subject: 'Devis contrat', text: 'Bonjour' });
        await platform.mail.contact({ name: 'Léa', email: 'lea@example.fr', message: 'Une question', subject: 'Q' });
        const [contact, service] = await platform.mail.outbox(2);
        expect(service).toMatchObject({ kind: 'mail_service', subject: 'Devis contrat', reply_to: 'lea@example.fr' });
        expect(contact).toMatchObject({ kind: 'contact', reply_to: 'lea@example.fr' });
        expect([service?.to_address, contact?.to_address]).toEqual([
          subject.fixtures.shopAddress,
          subject.fixtures.shopAddress,
        ]);
      });
    });
  });
}
