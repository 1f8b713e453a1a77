import { ApiError } from '@citerne/core-api';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../session/accountMessages';
import { createFakeNewsletterServer } from '../testing/createFakeNewsletterServer';
import { lea, offline } from '../testing/createFakeUserServer';
import { setupSession } from '../testing/setupSession';
import { createNewsletter } from './createNewsletter';

async function world({ loggedIn = true } = {}) {
  const account = setupSession();
  await account.session.restore();
  if (loggedIn) await account.session.login({ email: lea.email, password: lea.password });
  const server = createFakeNewsletterServer();
  const newsletter = createNewsletter({ client: { newsletter: server.client }, session: account.session });
  return { ...account, server, newsletter };
}

describe('the newsletter (SPEC §3 "Newsletter", §4 "Newsletter")', () => {
  it('the status is unknown until loaded, then the logged-in customer’s', async () => {
    const { newsletter, server } = await world();
    expect(newsletter.getState()).toEqual({ status: 'unknown', email: null });
    server.subscribed.add(lea.email);
    expect(await newsletter.load()).toEqual({ status: 'subscribed', email: lea.email });
    expect(server.received).toEqual([{ call: 'status', email: lea.email }]);
  });

  it('a guest’s status is not loaded', async () => {
    const { newsletter, server } = await world({ loggedIn: false });
    expect(await newsletter.load()).toEqual({ status: 'unknown', email: null });
    expect(server.calls()).toEqual([]);
  });

  it('subscribing the customer says so with the SPEC text', async () => {
    const { newsletter, server } = await world();
    await newsletter.load();
    expect(await newsletter.subscribeEmail()).toEqual({
      ok: true,
      changed: true,
      message: 'You have been successfully subscribed to our newsletter!',
    });
    expect(newsletter.getState()).toEqual({ status: 'subscribed', email: lea.email });
    expect(server.subscribed.has(lea.email)).toBe(true);
  });

  it('subscribing does nothing when already subscribed', async () => {
    const { newsletter, server } = await world();
    server.subscribed.add(lea.email);
    await newsletter.load();
    expect(await newsletter.subscribeEmail()).toEqual({ ok: true, changed: false });
    expect(await newsletter.subscribeEmail(' LEA@example.fr ')).toEqual({ ok: true, changed: false });
    expect(server.calls()).toEqual(['status']);
  });

  it('unsubscribing does nothing when not subscribed', async () => {
    const { newsletter, server } = await world();
    await newsletter.load();
    expect(await newsletter.unsubscribe()).toEqual({ ok: true, changed: false });
    expect(server.calls()).toEqual(['status']);
  });

  it('unsubscribing the subscribed address', async () => {
    const { newsletter, server } = await world();
    server.subscribed.add(lea.email);
    await newsletter.load();
    expect(await newsletter.unsubscribe()).toEqual({
      ok: true,
      changed: true,
      message: accountMessages.newsletterUnsubscribed,
    });
    expect(newsletter.getState()).toEqual({ status: 'unsubscribed', email: lea.email });
    expect(server.subscribed.size).toBe(0);
  });

  it('a guest subscribes an address of their own (the footer); a second submit does nothing', async () => {
    const { newsletter, server } = await world({ loggedIn: false });
    expect(await newsletter.subscribeEmail(' hugo@example.fr ')).toMatchObject({ ok: true, changed: true });
    expect(await newsletter.subscribeEmail('hugo@example.fr')).toEqual({ ok: true, changed: false });
    expect(server.received).toEqual([{ call: 'subscribe', email: 'hugo@example.fr' }]);
  });

  it('no address, or not an address: the SPEC §5 texts, nothing sent', async () => {
    const { newsletter, server } = await world({ loggedIn: false });
    expect(await newsletter.subscribeEmail()).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Field is required.',
    });
    expect(await newsletter.subscribeEmail('hugo@')).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Please provide valid e-mail address.',
    });
    expect(server.calls()).toEqual([]);
  });

  it('offline or a server error: nothing changes', async () => {
    const { newsletter, server } = await world();
    await newsletter.load();
    server.failNext('subscribe', offline());
    expect(await newsletter.subscribeEmail()).toEqual({
      ok: false,
      reason: 'offline',
      message: accountMessages.offline,
    });
    server.failNext('subscribe', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await newsletter.subscribeEmail()).toMatchObject({ ok: false, reason: 'failed' });
    expect(newsletter.getState().status).toBe('unsubscribed');
    server.failNext('status', offline());
    await expect(newsletter.load()).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('logout forgets the status; so does the next login', async () => {
    const { newsletter, server, session } = await world();
    server.subscribed.add(lea.email);
    await newsletter.load();
    await session.logout();
    expect(newsletter.getState()).toEqual({ status: 'unknown', email: null });
    await newsletter.subscribeEmail('hugo@example.fr');
    await session.login({ email: lea.email, password: lea.password });
    expect(newsletter.getState()).toEqual({ status: 'unknown', email: null });
  });

  it('a status answered after a logout is dropped', async () => {
    const { newsletter, server, session } = await world();
    const release = server.hold('status');
    const loading = newsletter.load();
    await session.logout();
    release();
    await loading;
    expect(newsletter.getState()).toEqual({ status: 'unknown', email: null });
  });

  it('subscribers hear each change once; dispose stops listening to the session', async () => {
    const { newsletter, session } = await world();
    const heard: string[] = [];
    newsletter.subscribe((state) => heard.push(state.status));
    await newsletter.load();
    await newsletter.load();
    await newsletter.subscribeEmail();
    newsletter.dispose();
    await session.logout();
    expect(heard).toEqual(['unsubscribed', 'subscribed']);
    expect(newsletter.getState().status).toBe('subscribed');
  });
});
