import { ApiError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { lea, offline, pastOrder } from '../testing/createFakeUserServer';
import { loggedInSession, setupSession, storedSession } from '../testing/setupSession';

const history = (count: number) => Array.from({ length: count }, (_, index) => pastOrder(count - index));

describe('order history in the session (SPEC §3 orders_history, §4 "login … load orders")', () => {
  it('a login loads the first page of the history, 20 orders a page', async () => {
    const { session, server } = setupSession();
    server.orders.set(lea.email, history(23));
    await session.login({ email: lea.email, password: lea.password });
    const orders = session.getState().orders;
    expect(orders?.page).toBe(1);
    expect(orders?.totalCount).toBe(23);
    expect(orders?.items.map((order) => order.entity_id)).toEqual(
      history(23)
        .slice(0, 20)
        .map((o) => o.entity_id),
    );
  });

  it('a restored session loads the history after its profile', async () => {
    const { session, server } = setupSession(storedSession({ token: 'stored-token', user: lea.profile }));
    server.tokens.set('stored-token', lea.email);
    server.orders.set(lea.email, history(2));
    await session.restore();
    expect(server.calls()).toEqual(['me', 'orderHistory']);
    expect(session.getState().orders?.totalCount).toBe(2);
  });

  it('a restored session that is offline loads no history and keeps its cached profile', async () => {
    const { session, server } = setupSession(storedSession({ token: 'stored-token', user: lea.profile }));
    server.tokens.set('stored-token', lea.email);
    server.failNext('me', offline());
    await session.restore();
    expect(server.calls()).toEqual(['me']);
    expect(session.getState()).toMatchObject({ status: 'authorized', orders: null });
  });

  it('loadOrders pages through the history', async () => {
    const { session, server } = await loggedInSession();
    server.orders.set(lea.email, history(45));
    const third = await session.loadOrders(3);
    expect(third).toEqual({ items: history(45).slice(40), totalCount: 45, page: 3 });
    expect(session.getState().orders).toEqual(third);
  });

  it('a history that cannot be loaded does not fail the login; loadOrders tells the page', async () => {
    const { session, server } = setupSession();
    server.failNext('orderHistory', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await session.login({ email: lea.email, password: lea.password })).toEqual({ ok: true });
    expect(session.getState().orders).toBeNull();
    server.failNext('orderHistory', offline());
    await expect(session.loadOrders(1)).rejects.toMatchObject({ name: 'NetworkError' });
    expect(session.getState().status).toBe('authorized');
  });

  it('logout clears the history', async () => {
    const { session, server } = setupSession();
    server.orders.set(lea.email, history(1));
    await session.login({ email: lea.email, password: lea.password });
    await session.logout();
    expect(session.getState().orders).toBeNull();
  });

  it('without a session there is no history to load', async () => {
    const { session, server } = setupSession();
    await session.restore();
    expect(await session.loadOrders(1)).toBeNull();
    expect(server.calls()).toEqual([]);
  });

  it('a page answered after a logout is dropped', async () => {
    const { session, server } = await loggedInSession();
    const release = server.hold('orderHistory');
    const loading = session.loadOrders(2);
    await session.logout();
    release();
    expect(await loading).toBeNull();
    expect(session.getState().orders).toBeNull();
  });

  it('the history is never written to storage', async () => {
    const { storage, server, session } = setupSession();
    server.orders.set(lea.email, history(3));
    await session.login({ email: lea.email, password: lea.password });
    expect([...storage.entries.keys()].sort()).toEqual(['current-refresh-token', 'current-token', 'current-user']);
  });
});
