import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../error/ApiError';
import { NetworkError } from '../error/NetworkError';
import { ValidationError } from '../error/ValidationError';
import { setupShop } from '../testing/setupShop';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

describe('user client', () => {
  it('login answers the user token and the refresh token from meta', async () => {
    shop = await setupShop();
    const tokens = await shop.client.user.login({ username: ' Lea@Example.fr ', password: 'citerne-2025' });
    expect(tokens.token).toMatch(/^t-/);
    expect(tokens.refreshToken).toMatch(/^r-/);
    expect(shop.api.calls('userLogin')[0]?.body).toEqual({ username: 'lea@example.fr', password: 'citerne-2025' });
  });

  it('logout revokes the session: the user token and the refresh token stop working', async () => {
    shop = await setupShop();
    await shop.login();
    const readsBefore = shop.api.calls('userMe').length;
    expect(await shop.client.user.logout()).toBe(true);
    // A read with the ended session's token no longer leaves the browser; a write does, and the server refuses it.
    await expect(shop.client.user.me()).rejects.toBeInstanceOf(NetworkError);
    expect(shop.api.calls('userMe')).toHaveLength(readsBefore);
    const customer = { email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin' };
    await expect(shop.client.user.updateMe(customer)).rejects.toMatchObject({ status: 401 });
    expect(shop.api.calls('userRefresh').at(-1)?.status).toBe(401);
  });

  it('a wrong password is an ApiError 401 with the sign-in message, and no refresh is tried', async () => {
    shop = await setupShop();
    const error = await shop.client.user
      .login({ username: 'lea@example.fr', password: 'wrong' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'The account sign-in was incorrect or temporarily disabled' });
    expect(shop.api.calls('userRefresh')).toHaveLength(0);
  });

  it('registers a customer, and refuses a second account with the same e-mail', async () => {
    shop = await setupShop();
    const customer = { email: 'paul@example.fr', firstname: 'Paul', lastname: 'Durand' };
    expect(await shop.client.user.create({ customer, password: 'citerne-2025' })).toMatchObject(customer);
    await expect(shop.client.user.create({ customer, password: 'citerne-2025' })).rejects.toMatchObject({
      status: 409,
      code: 'EXISTS',
    });
  });

  it('refuses a password shorter than 8 characters before sending', async () => {
    shop = await setupShop();
    const customer = { email: 'paul@example.fr', firstname: 'Paul', lastname: 'Durand' };
    await expect(shop.client.user.create({ customer, password: 'short' })).rejects.toBeInstanceOf(ValidationError);
    expect(shop.api.calls('userCreate')).toHaveLength(0);
  });

  it('asks for a reset e-mail and creates a new password from a reset token', async () => {
    shop = await setupShop();
    expect(await shop.client.user.resetPassword('lea@example.fr')).toBe(true);
    await expect(shop.client.user.resetPassword('not-an-email')).rejects.toBeInstanceOf(ValidationError);
    const request = { email: 'lea@example.fr', newPassword: 'nouveau-2025', resetToken: 'valid-reset' };
    expect(await shop.client.user.createPassword(request)).toBe(true);
    await expect(shop.client.user.createPassword({ ...request, resetToken: 'old' })).rejects.toMatchObject({
      message: 'Your password reset link has expired.',
    });
  });

  it('a refused password change carries the server errorMessage', async () => {
    shop = await setupShop();
    await shop.login();
    const error = await shop.client.user
      .changePassword({ currentPassword: 'wrong', newPassword: 'nouveau-2025' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, message: 'The password does not match this account.' });
    expect(
      await shop.client.user.changePassword({ currentPassword: 'citerne-2025', newPassword: 'nouveau-2025' }),
    ).toBe(true);
  });

  it('reads the profile and saves only firstname, lastname, email and addresses', async () => {
    shop = await setupShop();
    await shop.login();
    expect(await shop.client.user.me()).toMatchObject({ email: 'lea@example.fr', group_id: 1 });
    const address = {
      firstname: 'Léa',
      lastname: 'Martin',
      street: ['1 rue des Lilas'],
      city: 'Lyon',
      postcode: '69001',
      country_id: 'FR',
    };
    const customer = { firstname: 'Léa', lastname: 'Martin-Roy', email: 'lea@example.fr', addresses: [address] };
    const saved = await shop.client.user.updateMe({ ...customer, group_id: 4 } as typeof customer);
    expect(saved).toMatchObject({ lastname: 'Martin-Roy', group_id: 1, addresses: [expect.objectContaining(address)] });
    expect(shop.api.calls('userUpdateMe')[0]?.body).toEqual({ customer });
  });

  it('the profile needs a token', async () => {
    shop = await setupShop();
    await expect(shop.client.user.me()).rejects.toMatchObject({ status: 401 });
  });

  it('exchanges a refresh token for a new user token', async () => {
    shop = await setupShop();
    const { refreshToken, token } = await shop.login();
    const refreshed = await shop.client.user.refresh(refreshToken);
    expect(refreshed.token).not.toBe(token);
    expect(shop.api.shop.tokens.get(refreshed.token)).toBe('lea@example.fr');
  });

  it('reads the order history with pageSize 20 and currentPage 1 unless told otherwise', async () => {
    shop = await setupShop();
    await shop.login();
    for (const id of ['o-1', 'o-2', 'o-3']) {
      shop.api.shop.orders.push({
        entity_id: shop.api.shop.orders.length + 1,
        increment_id: id,
        created_at: '2025-05-02 10:00:00',
        status: 'complete',
        grand_total: 100,
        customer_email: 'lea@example.fr',
        items: [],
      });
    }
    expect((await shop.client.user.orderHistory()).items).toHaveLength(3);
    const page = await shop.client.user.orderHistory({ pageSize: 2, currentPage: 2 });
    expect(page.items.map((order) => order.increment_id)).toEqual(['o-3']);
    expect(shop.api.calls('orderHistory')[1]?.query).toMatchObject({ pageSize: '2', currentPage: '2' });
  });

  it('lists my reviews newest first, with their product and moderation status', async () => {
    shop = await setupShop();
    await shop.login();
    const review = { product_id: 1, title: 'Parfait', detail: 'Très solide.', nickname: 'Léa', rating: 5 };
    await shop.client.review.create(review);
    await shop.client.review.create({ ...review, title: 'Encore', rating: 4 });
    const reviews = await shop.client.user.reviews();
    expect(reviews.map((mine) => [mine.title, mine.rating, mine.status, mine.sku])).toEqual([
      ['Encore', 4, 'pending', 'CIT-10M3'],
      ['Parfait', 5, 'pending', 'CIT-10M3'],
    ]);
    await shop.client.user.logout();
    shop.session.token = null;
    await expect(shop.client.user.reviews()).rejects.toMatchObject({ status: 401 });
  });

  it('reads the loyalty card: an EAN-13 number and the points of paid orders only', async () => {
    shop = await setupShop();
    await shop.login();
    for (const [status, grand_total] of [
      ['complete', 990.9],
      ['pending', 50],
      ['processing', 35.2],
    ] as const) {
      shop.api.shop.orders.push({
        entity_id: shop.api.shop.orders.length + 1,
        increment_id: `o-${shop.api.shop.orders.length + 1}`,
        created_at: '2026-01-10 10:00:00',
        status,
        grand_total,
        customer_email: 'lea@example.fr',
        items: [],
      });
    }
    expect(await shop.client.user.loyalty()).toMatchObject({
      cardNumber: '2900000000070',
      points: 1025,
      pointsPerEuro: 1,
      paidOrders: 2,
    });
  });

  it('keeps the wishlist on the server: each product once, unknown skus left out, removed; a sku that is no reference is refused before sending', async () => {
    shop = await setupShop();
    await expect(shop.client.user.wishlist()).rejects.toMatchObject({ status: 401 });
    await shop.login();
    expect(await shop.client.user.wishlist()).toEqual([]);
    const added = await shop.client.user.wishlistAdd(['CIT-10M3', 'VANNE', 'CIT-10M3', 'NOT-SOLD']);
    expect(added.map((item) => item.sku)).toEqual(['CIT-10M3', 'VANNE']);
    expect((await shop.client.user.wishlistAdd(['VANNE'])).map((item) => item.sku)).toEqual(['CIT-10M3', 'VANNE']);
    expect((await shop.client.user.wishlistRemove('CIT-10M3')).map((item) => item.sku)).toEqual(['VANNE']);
    await expect(shop.client.user.wishlistAdd(['<script>'])).rejects.toBeInstanceOf(ValidationError);
    await expect(shop.client.user.wishlistAdd([])).rejects.toBeInstanceOf(ValidationError);
    expect((await shop.client.user.exportData()).wishlist.map((item) => item.sku)).toEqual(['VANNE']);
  });

  it('exports my data as one document, and refuses an answer that is not one', async () => {
    shop = await setupShop();
    await shop.login();
    await shop.client.newsletter.subscribe('lea@example.fr');
    const document = await shop.client.user.exportData();
    expect(document).toMatchObject({
      format: 'citerne-customer-export/1',
      customer: { id: 7, email: 'lea@example.fr' },
      newsletter: { email: 'lea@example.fr', status: 'subscribed' },
      loyalty: { cardNumber: '2900000000070' },
    });
    shop.api.answerNextWith('userExport', {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, result: { format: 'other/2' } }),
    });
    await expect(shop.client.user.exportData()).rejects.toBeInstanceOf(ValidationError);
  });

  it('deletes the account with the password: a wrong one is a 403 WRONG_PASSWORD, then the tokens stop working', async () => {
    shop = await setupShop();
    const { refreshToken } = await shop.login();
    const wrong = await shop.client.user.deleteAccount({ password: 'wrong' }).catch((caught: unknown) => caught);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ status: 403, code: 'WRONG_PASSWORD', message: 'The password is incorrect.' });
    expect(shop.api.calls('userRefresh')).toHaveLength(0);
    await expect(shop.client.user.deleteAccount({ password: '' })).rejects.toBeInstanceOf(ValidationError);
    expect(await shop.client.user.deleteAccount({ password: 'citerne-2025' })).toBe(true);
    expect(shop.api.calls('userDelete').at(-1)?.body).toEqual({ password: 'citerne-2025' });
    await expect(shop.client.user.refresh(refreshToken)).rejects.toMatchObject({ status: 401 });
    await expect(
      shop.client.user.login({ username: 'lea@example.fr', password: 'citerne-2025' }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('logs in as a customer with a single-use link token, like login; a used token is refused', async () => {
    shop = await setupShop();
    shop.api.shop.loginAsCustomerTokens.set('v1.link.sig', 'lea@example.fr');
    const tokens = await shop.client.user.loginAsCustomer({ token: 'v1.link.sig' });
    expect(shop.api.shop.tokens.get(tokens.token)).toBe('lea@example.fr');
    expect(shop.api.shop.refreshTokens.get(tokens.refreshToken)).toBe('lea@example.fr');
    expect(shop.api.calls('userLoginAsCustomer')[0]?.token).toBeNull();
    await expect(shop.client.user.loginAsCustomer({ token: 'v1.link.sig' })).rejects.toMatchObject({
      status: 403,
      code: 'LOGIN_AS_CUSTOMER_REFUSED',
      message: 'This login link is invalid, expired or already used.',
    });
  });
});
