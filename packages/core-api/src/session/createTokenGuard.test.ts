import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../error/errorMessages';
import { createInstantClock, createManualClock } from '../testing/manualClock';
import { setupShop } from '../testing/setupShop';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

/** The server stops accepting the current user token, as when it expires. */
function expireToken(token: string | null) {
  if (token) shop.api.shop.tokens.delete(token);
}

describe('token refresh', () => {
  it('a storm of parallel 401s refreshes the token exactly once and every call succeeds', async () => {
    shop = await setupShop({ clock: createInstantClock() });
    const { token } = await shop.login();
    expireToken(token);

    const profiles = await Promise.all(Array.from({ length: 12 }, () => shop.client.user.me()));

    expect(profiles.every((profile) => profile.email === 'lea@example.fr')).toBe(true);
    expect(shop.api.calls('userRefresh')).toHaveLength(1);
    expect(shop.session.token).not.toBe(token);
    const accepted = shop.api.calls('userMe').filter((request) => request.status === 200);
    expect(accepted).toHaveLength(12);
    expect(accepted.every((request) => request.token === shop.session.token)).toBe(true);
    expect(shop.client.auth.lock).toBe(0);
    expect(shop.expired).toEqual([]);
  });

  it('while a refresh is in progress, calls wait 1000 ms and retry (lock positive)', async () => {
    const clock = createManualClock();
    shop = await setupShop({ clock });
    const { token } = await shop.login();
    expireToken(token);
    const refresh = shop.api.hold('userRefresh');

    const first = shop.client.user.me();
    await refresh.arrived;
    expect(shop.client.auth.lock).toBeGreaterThan(0);
    const second = shop.client.user.me();
    await vi.waitFor(() => expect(clock.pending()).toEqual([1000, 1000]));
    expect(shop.api.calls('userMe')).toHaveLength(1);

    refresh.release();
    await vi.waitFor(() => expect(shop.client.auth.lock).toBe(0));
    clock.advance(999);
    expect(shop.api.calls('userMe')).toHaveLength(1);
    clock.advance(1);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(
      shop.api
        .calls('userMe')
        .slice(1)
        .map((request) => request.token),
    ).toEqual([shop.session.token, shop.session.token]);
  });

  it('a failed refresh sets the lock to -1: calls abort with 401 and the session expires once', async () => {
    shop = await setupShop({ clock: createInstantClock() });
    const { token } = await shop.login();
    expireToken(token);
    shop.api.shop.refuseRefresh = true;

    const results = await Promise.allSettled([shop.client.user.me(), shop.client.user.me(), shop.client.user.me()]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 401,
      message: errorMessages.refreshAborted,
    });
    expect(shop.client.auth.lock).toBe(-1);
    expect(shop.api.calls('userRefresh')).toHaveLength(1);
    expect(shop.expired).toEqual([{ reason: 'refresh-failed', message: errorMessages.refreshAborted }]);

    const before = shop.api.calls('userMe').length;
    await expect(shop.client.user.me()).rejects.toMatchObject({ status: 401, code: 'REFRESH_ABORTED' });
    expect(shop.api.calls('userMe')).toHaveLength(before);
  });

  it('when the refreshed token is refused too, the maximum attempts end the session', async () => {
    shop = await setupShop({ clock: createInstantClock(), maxNetworkTaskAttempts: 1 });
    const { token } = await shop.login();
    expireToken(token);
    const refresh = shop.api.shop.handlers.userRefresh;
    shop.api.shop.handlers.userRefresh = (request) => {
      const answer = refresh(request);
      if (answer.code === 200) shop.api.shop.tokens.delete(answer.result as string);
      return answer;
    };

    await expect(shop.client.user.me()).rejects.toMatchObject({
      status: 401,
      message: errorMessages.refreshAttemptsExhausted,
    });
    expect(shop.api.calls('userRefresh')).toHaveLength(1);
    expect(shop.expired).toEqual([{ reason: 'attempts-exhausted', message: errorMessages.refreshAttemptsExhausted }]);
  });

  it('a refresh that works resets the count, so a token expiring later is refreshed again', async () => {
    shop = await setupShop({ clock: createInstantClock(), maxNetworkTaskAttempts: 1 });
    const { token } = await shop.login();
    expireToken(token);
    await shop.client.user.me();
    expireToken(shop.session.token);
    await shop.client.user.me();
    expect(shop.api.calls('userRefresh')).toHaveLength(2);
    expect(shop.expired).toEqual([]);
  });

  it('with auto refresh off a 401 ends the session without refreshing', async () => {
    shop = await setupShop({ autoRefreshTokens: false });
    const { token } = await shop.login();
    expireToken(token);
    await expect(shop.client.user.me()).rejects.toMatchObject({ status: 401 });
    expect(shop.api.calls('userRefresh')).toHaveLength(0);
    expect(shop.expired.map((event) => event.reason)).toEqual(['auto-refresh-off']);
  });

  it('a new login after an expired session starts again with the lock at 0', async () => {
    shop = await setupShop({ clock: createInstantClock() });
    const { token } = await shop.login();
    expireToken(token);
    shop.api.shop.refuseRefresh = true;
    await expect(shop.client.user.me()).rejects.toMatchObject({ status: 401 });
    expect(shop.client.auth.lock).toBe(-1);
    await shop.login();
    expect(shop.client.auth.lock).toBe(0);
    expect((await shop.client.user.me()).email).toBe('lea@example.fr');
  });

  it('a guest call never triggers a refresh', async () => {
    shop = await setupShop();
    await expect(shop.client.user.orderHistory()).rejects.toMatchObject({ status: 401 });
    expect(shop.api.calls('userRefresh')).toHaveLength(0);
    expect(shop.expired).toEqual([]);
  });
});
