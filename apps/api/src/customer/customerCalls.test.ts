import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchAddress, registerAndLogIn } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { testBackends } from '../testing/testDatabases';

interface Profile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  default_shipping: string | null;
  addresses: { id: number; city: string; default_shipping: boolean }[];
}

describe.each(testBackends)('customer calls on %s', (backend) => {
  let shop: CommerceTestShop;
  const me = (token: string) => shop.call('GET', '/api/user/me', { token });
  const logIn = (username: string, password: string, ip?: string) =>
    shop.call('POST', '/api/user/login', { body: { username, password }, ...(ip ? { ip } : {}) });

  beforeAll(async () => {
    shop = await startCommerceTest(backend);
  });
  afterAll(() => shop.close());

  it('a second account with the same e-mail is refused, whatever its case', async () => {
    await registerAndLogIn(shop, 'twice@example.fr');
    const again = await shop.call('POST', '/api/user/create', {
      body: { customer: { email: 'TWICE@example.fr', firstname: 'Léa', lastname: 'Martin' }, password: 'citerne-2025' },
    });
    expect(again.status).toBe(409);
  });

  it('a common breached, repetitive or blank password is refused at registration, change and reset (issue 19)', async () => {
    const weak = ['password', 'PASSWORD1', 'aaaaaaaa', ' '.repeat(8), 'azertyuiop'];
    const register = (password: string) =>
      shop.call('POST', '/api/user/create', {
        body: { customer: { email: 'weak-owner@example.fr', firstname: 'Léa', lastname: 'Martin' }, password },
      });
    for (const password of [...weak, 'weak-owner']) {
      const refused = await register(password);
      expect([refused.status, refused.body.result]).toEqual([
        400,
        expect.objectContaining({ code: 'PASSWORD_TOO_WEAK', errorMessage: expect.stringContaining('too easy') }),
      ]);
    }
    expect(await shop.db.selectFrom('customers').where('email', '=', 'weak-owner@example.fr').execute()).toEqual([]);
    const { token } = await registerAndLogIn(shop, 'weak-change@example.fr');
    for (const newPassword of [...weak, 'weak-change']) {
      const refused = await shop.call('POST', '/api/user/change-password', {
        token,
        body: { currentPassword: 'citerne-2025', newPassword },
      });
      expect(refused.body.result).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
      const reset = await shop.call('POST', '/api/user/create-password', {
        body: { email: 'weak-change@example.fr', newPassword, resetToken: 'x'.repeat(43) },
      });
      expect(reset.body.result).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    }
    expect((await me(token)).status).toBe(200);
    expect((await logIn('weak-change@example.fr', 'citerne-2025')).status).toBe(200);
  });

  it('passwords of 128 characters and more are accepted, hashed whole and checked whole', async () => {
    const long = `${'cuve-de-pluie-'.repeat(18)}fin`;
    expect(long.length).toBeGreaterThan(128);
    await registerAndLogIn(shop, 'long@example.fr', long);
    expect((await logIn('long@example.fr', long)).status).toBe(200);
    expect((await logIn('long@example.fr', `${long.slice(0, -1)}x`, '198.51.100.2')).status).toBe(401);
  });

  it('passwords are stored as scrypt hashes, never in clear', async () => {
    await registerAndLogIn(shop, 'hash@example.fr', 'secret-pass-1');
    const row = await shop.db
      .selectFrom('customers')
      .select('password_hash')
      .where('email', '=', 'hash@example.fr')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('secret-pass-1');
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    await registerAndLogIn(shop, 'known@example.fr');
    const wrong = await logIn('known@example.fr', 'not-the-password', '198.51.100.1');
    const unknown = await logIn('nobody@example.fr', 'not-the-password', '198.51.100.1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('the user token is accepted as a Bearer header or as the token query param', async () => {
    const { token } = await registerAndLogIn(shop, 'query@example.fr');
    expect((await me(token)).body.result).toMatchObject({ email: 'query@example.fr' });
    const byQuery = await shop.call('GET', '/api/user/me', { query: { token } });
    expect(byQuery.body.result).toMatchObject({ email: 'query@example.fr' });
    expect((await shop.call('GET', '/api/user/me', { query: { token: `${token}x` } })).status).toBe(401);
    expect((await shop.call('GET', '/api/user/me')).status).toBe(401);
  });

  it('a call that needs a customer checks the token before it reads the query or the body (issue 19)', async () => {
    const { token } = await registerAndLogIn(shop, 'first-token@example.fr');
    const badBody = { currentPassword: 1, newPassword: ['x'] };
    const none = await shop.call('POST', '/api/user/change-password', { body: badBody });
    expect(none.status).toBe(401);
    expect(none.body.result).toMatchObject({ code: 'TOKEN_REQUIRED' });
    const forged = await shop.call('POST', '/api/user/change-password', { body: badBody, token: `${token}x` });
    expect(forged.status).toBe(401);
    expect(forged.body.result).toMatchObject({ code: 'TOKEN_INVALID' });
    // Not JSON at all, or an invalid query: still who asks first.
    const notJson = await shop.call('POST', '/api/user/me', { body: '{' });
    expect(notJson.status).toBe(401);
    const badQuery = await shop.call('GET', '/api/user/order-history', { query: { pageSize: 'many' } });
    expect(badQuery.status).toBe(401);
    // With the customer's token the same bad body is refused for what it is.
    expect((await shop.call('POST', '/api/user/change-password', { body: badBody, token })).status).toBe(400);
  });

  it('the catalogue learns the customer group of a valid token only', async () => {
    const { token } = await registerAndLogIn(shop, 'group@example.fr');
    const list = (sent: string) =>
      shop.call('GET', '/api/products/render-list', {
        query: { skus: 'CS-RI-120', currencyCode: 'EUR', storeId: '1', token: sent },
      });
    expect((await list(token)).status).toBe(200);
    expect((await list(`${token}x`)).status).toBe(401);
    await shop.call('POST', '/api/user/logout', { token });
    expect((await list(token)).status).toBe(401);
  });

  it('access tokens are short-lived', async () => {
    const { token } = await registerAndLogIn(shop, 'short@example.fr');
    shop.clock.advance(16 * 60_000);
    expect((await me(token)).status).toBe(401);
  });

  it('refresh tokens rotate: the new one works, and replaying a spent one revokes the session', async () => {
    const { refreshToken } = await registerAndLogIn(shop, 'rotate@example.fr');
    const first = await shop.call('POST', '/api/user/refresh', { body: { refreshToken } });
    expect(first.status).toBe(200);
    const next = String(first.body.meta?.refreshToken);
    expect(next).not.toBe(refreshToken);
    expect((await me(String(first.body.result))).status).toBe(200);
    const stored = await shop.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(refreshToken);

    expect((await shop.call('POST', '/api/user/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await shop.call('POST', '/api/user/refresh', { body: { refreshToken: next } })).status).toBe(401);
    expect((await me(String(first.body.result))).status).toBe(401);
  });

  it('logout revokes the access and refresh tokens of every session of the customer at once', async () => {
    const { token, refreshToken } = await registerAndLogIn(shop, 'logout@example.fr');
    const otherDevice = await logIn('logout@example.fr', 'citerne-2025');
    const otherToken = String(otherDevice.body.result);
    const someoneElse = await registerAndLogIn(shop, 'not-logged-out@example.fr');
    expect((await shop.call('POST', '/api/user/logout', { token })).body).toEqual({ code: 200, result: true });
    expect((await me(token)).status).toBe(401);
    expect((await shop.call('POST', '/api/user/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await me(otherToken)).status).toBe(401);
    const otherRefresh = String(otherDevice.body.meta?.refreshToken);
    expect((await shop.call('POST', '/api/user/refresh', { body: { refreshToken: otherRefresh } })).status).toBe(401);
    // Another customer's sessions are untouched.
    expect((await me(someoneElse.token)).status).toBe(200);
  });

  it('a profile update changes only first name, last name, e-mail and addresses', async () => {
    const { token } = await registerAndLogIn(shop, 'profile@example.fr');
    const answer = await shop.call('POST', '/api/user/me', {
      token,
      body: {
        customer: {
          firstname: 'Léonie',
          lastname: 'Martin-Roux',
          email: 'leonie@example.fr',
          group_id: 4,
          password_hash: 'x',
          addresses: [{ ...frenchAddress, default_shipping: true }],
        },
      },
    });
    const profile = answer.body.result as Profile;
    expect(profile).toMatchObject({
      firstname: 'Léonie',
      lastname: 'Martin-Roux',
      email: 'leonie@example.fr',
      group_id: 1,
    });
    expect(profile.addresses).toHaveLength(1);
    expect(profile.default_shipping).toBe(String(profile.addresses[0]?.id));
    const login = await logIn('leonie@example.fr', 'citerne-2025');
    expect(login.status).toBe(200);
  });

  it('addresses are updated by id, added without one, and removed when left out', async () => {
    const { token } = await registerAndLogIn(shop, 'addresses@example.fr');
    const update = (addresses: unknown[]) =>
      shop.call('POST', '/api/user/me', {
        token,
        body: { customer: { firstname: 'Léa', lastname: 'Martin', email: 'addresses@example.fr', addresses } },
      });
    const first = (await update([frenchAddress, { ...frenchAddress, city: 'Paris' }])).body.result as Profile;
    const [lyon, paris] = first.addresses;
    const second = (await update([{ ...frenchAddress, id: paris?.id, city: 'Marseille' }])).body.result as Profile;
    expect(second.addresses).toEqual([expect.objectContaining({ id: paris?.id, city: 'Marseille' })]);
    expect(second.addresses.map((a) => a.id)).not.toContain(lyon?.id);
  });

  it('an e-mail taken by another customer is refused', async () => {
    await registerAndLogIn(shop, 'first-owner@example.fr');
    const { token } = await registerAndLogIn(shop, 'second-owner@example.fr');
    const answer = await shop.call('POST', '/api/user/me', {
      token,
      body: { customer: { firstname: 'Léa', lastname: 'Martin', email: 'first-owner@example.fr' } },
    });
    expect(answer.status).toBe(409);
  });

  it('a password reset answers the same whether the e-mail exists or not, and mails a link only to a customer', async () => {
    await registerAndLogIn(shop, 'reset@example.fr');
    const known = await shop.call('POST', '/api/user/reset-password', {
      body: { email: 'reset@example.fr' },
      ip: '192.0.2.50',
    });
    const unknown = await shop.call('POST', '/api/user/reset-password', {
      body: { email: 'ghost@example.fr' },
      ip: '192.0.2.50',
    });
    expect(known.body).toEqual({ code: 200, result: true });
    expect(unknown.body).toEqual(known.body);
    const mails = await shop.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'kind'])
      .where('kind', '=', 'password_reset')
      .execute();
    expect(mails.map((mail) => mail.to_address)).toContain('reset@example.fr');
    expect(mails.map((mail) => mail.to_address)).not.toContain('ghost@example.fr');
  });

  it('a reset link works once, within two hours, and ends every session', async () => {
    const { token } = await registerAndLogIn(shop, 'link@example.fr');
    const resetToken = async () => {
      await shop.call('POST', '/api/user/reset-password', { body: { email: 'link@example.fr' }, ip: '192.0.2.60' });
      const mail = await shop.db
        .selectFrom('mail_outbox')
        .select('body_text')
        .where('to_address', '=', 'link@example.fr')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const link = new URL(/http\S+/.exec(mail.body_text)?.[0] ?? '');
      expect(link.pathname).toBe('/api/user/reset-password/link');
      const opened = await shop.call('GET', link.pathname + link.search);
      const landing = new URL(String(opened.response.headers.get('location')));
      expect(landing.searchParams.get('is_reset')).toBe('success');
      return landing.searchParams.get('resetToken') ?? '';
    };
    const create = (resetTokenValue: string, newPassword: string) =>
      shop.call('POST', '/api/user/create-password', {
        body: { email: 'link@example.fr', newPassword, resetToken: resetTokenValue },
      });

    const first = await resetToken();
    expect((await create(first, 'brand-new-pass')).body).toEqual({ code: 200, result: true });
    expect((await create(first, 'another-pass-1')).body).toMatchObject({
      code: 400,
      result: { message: 'Your password reset link has expired.' },
    });
    expect((await me(token)).status).toBe(401);
    expect((await logIn('link@example.fr', 'brand-new-pass')).status).toBe(200);

    const second = await resetToken();
    shop.clock.advance(2 * 60 * 60_000 + 1_000);
    const late = await shop.call('GET', '/api/user/reset-password/link', {
      query: { email: 'link@example.fr', resetToken: second },
    });
    expect(late.response.headers.get('location')).toBe('http://shop.test/?is_reset=error');
    expect((await create(second, 'too-late-pass')).status).toBe(400);
  });

  it('changing the password needs the current one, and ends every session of the customer', async () => {
    const session = await registerAndLogIn(shop, 'change@example.fr');
    const other = (await logIn('change@example.fr', 'citerne-2025')).body.result as string;
    const wrong = await shop.call('POST', '/api/user/change-password', {
      token: session.token,
      body: { currentPassword: 'wrong-one', newPassword: 'next-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toMatchObject({ errorMessage: expect.stringContaining("doesn't match") });
    const ok = await shop.call('POST', '/api/user/change-password', {
      token: session.token,
      body: { currentPassword: 'citerne-2025', newPassword: 'next-password' },
    });
    expect(ok.body).toEqual({ code: 200, result: true });
    expect((await me(session.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect(
      (await shop.call('POST', '/api/user/refresh', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(401);
    expect((await logIn('change@example.fr', 'citerne-2025')).status).toBe(401);
    expect((await logIn('change@example.fr', 'next-password')).status).toBe(200);
  });

  it('failed logins are limited per account and address without locking the customer out', async () => {
    await registerAndLogIn(shop, 'target@example.fr');
    await logIn('target@example.fr', 'citerne-2025', '192.0.2.10');
    for (let i = 0; i < 5; i += 1) await logIn('target@example.fr', `guess-${i}`, '198.51.100.66');
    const blocked = await logIn('target@example.fr', 'citerne-2025', '198.51.100.66');
    expect(blocked.status).toBe(429);
    for (let i = 0; i < 30; i += 1) await logIn('target@example.fr', `guess-${i}`, `198.51.100.${100 + i}`);
    expect((await logIn('target@example.fr', 'citerne-2025', '192.0.2.10')).status).toBe(200);
    // The limit never tells whether an e-mail exists: an unknown one is limited the same way.
    for (let i = 0; i < 5; i += 1) await logIn('unknown-target@example.fr', `guess-${i}`, '198.51.100.67');
    expect((await logIn('unknown-target@example.fr', 'x', '198.51.100.67')).status).toBe(429);
  });

  it('a customer who typed five wrong passwords waits half a minute, not a quarter of an hour (issue 19)', async () => {
    await registerAndLogIn(shop, 'typo@example.fr');
    for (let i = 0; i < 5; i += 1) await logIn('typo@example.fr', `typo-${i}`, '192.0.2.33');
    const waiting = await logIn('typo@example.fr', 'citerne-2025', '192.0.2.33');
    expect(waiting.status).toBe(429);
    expect(waiting.body.result).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 });
    shop.clock.advance(30_000);
    expect((await logIn('typo@example.fr', 'citerne-2025', '192.0.2.33')).status).toBe(200);
  });

  it('password reset requests are limited per client address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await shop.call('POST', '/api/user/reset-password', {
          body: { email: `flood${i}@example.fr` },
          ip: '198.51.100.77',
        })
      ).status;
    }
    expect(last).toBe(429);
    expect(
      (
        await shop.call('POST', '/api/user/reset-password', {
          body: { email: 'flood1@example.fr' },
          ip: '198.51.100.78',
        })
      ).status,
    ).toBe(200);
  });
});
