import { catalogue, createFakeCartServer, createMemoryStorage, type FakeCartServer } from '@repo/test-utils';
import type { CartConfigInput } from '../config/cartConfig';
import { cartLineChecksum } from '../item/cartLineChecksum';
import type { CartNotification } from '../notification/CartNotification';
import type { CartBackend } from '../server/CartBackend';
import type { CartSync } from '../sync/CartSync';
import { createCartSync } from '../sync/createCartSync';

/** Options of {@link setupCart}. */
export interface SetupCartOptions {
  config?: CartConfigInput;
  server?: FakeCartServer;
  guestFallback?: boolean;
  /** Wraps the backend (to delay or observe calls). */
  wrap?: (backend: CartBackend) => CartBackend;
}

/**
 * One shopper's browser against the fake server: the cart engine with a memory `localStorage`, an
 * online switch (browser and network together), a session token, reload, and the notifications heard.
 */
export function setupCart({
  config,
  server = createFakeCartServer(catalogue),
  guestFallback,
  wrap,
}: SetupCartOptions = {}) {
  const session: { token: string | null } = { token: null };
  const network = { online: true };
  const storage = createMemoryStorage();
  const events = new EventTarget();
  const notifications: CartNotification[] = [];
  const open = () => {
    const plain = server.backend({
      getToken: () => session.token,
      ...(guestFallback === undefined ? {} : { guestFallback }),
    });
    const cart = createCartSync({
      backend: wrap ? wrap(plain) : plain,
      storage,
      isOnline: () => network.online,
      eventTarget: events,
      ...(config ? { config } : {}),
    });
    cart.onNotification((notification) => notifications.push(notification));
    return cart;
  };
  let cart = open();
  const world = {
    server,
    session,
    storage,
    events,
    notifications,
    get cart(): CartSync {
      return cart;
    },
    /** A new page load: a new engine reading the same storage. */
    reload(): CartSync {
      cart.dispose();
      cart = open();
      return cart;
    },
    /** Browser and network go offline or online together; coming online fires `online`. */
    setOnline(online: boolean) {
      network.online = online;
      server.setOnline(online);
      if (online) events.dispatchEvent(new Event('online'));
    },
    /** The server lines of the current server cart, as `sku×qty` sorted. */
    serverView(): string[] {
      const token = cart.getState().serverToken;
      return token
        ? server
            .lines(token)
            .map((item) => `${item.sku}×${item.qty}`)
            .sort()
        : [];
    },
    /** The browser lines, as `sku×qty` sorted. */
    localView(): string[] {
      return cart
        .getState()
        .items.map((item) => `${item.sku}×${item.qty}`)
        .sort();
    },
    /** Whether browser and server hold the same lines (identity and quantity), none twice. */
    inStep(): boolean {
      const token = cart.getState().serverToken;
      const remote = token
        ? server
            .lines(token)
            .map((item) => `${cartLineChecksum(item)}:${item.qty}`)
            .sort()
        : [];
      const local = cart
        .getState()
        .items.map((item) => `${item.checksum}:${item.qty}`)
        .sort();
      return JSON.stringify(remote) === JSON.stringify(local) && new Set(local).size === local.length;
    },
  };
  return world;
}
