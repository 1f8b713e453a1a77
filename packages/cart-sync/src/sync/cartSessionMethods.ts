import type { CartEngine } from './CartEngine';
import type { CartSync } from './CartSync';
import { carryCoupon } from './carryCoupon';
import { connectCart, type SyncReport } from './runSync';
import { skippedSync } from './skippedSync';

/**
 * The cart's life with the server (SPEC §4 "Cart"): the first load, connecting a server cart, login (the guest cart
 * merged into the customer's, its coupon carried — at the next load if the login was interrupted), logout, emptying, and the syncs asked for by the app.
 * @example
 * const session = cartSessionMethods(engine, { loadStored: store.loadStored });
 * await session.authorize();
 */
export function cartSessionMethods(
  engine: CartEngine,
  { loadStored }: { loadStored(): void },
): Pick<CartSync, 'load' | 'connect' | 'authorize' | 'logout' | 'clear' | 'sync' | 'syncTotals'> {
  const { config, dispatch } = engine;
  // After a sync that went through: the coupon still to carry from a login (this one, or one a reload or a lost
  // connection interrupted), then the totals.
  const afterSync = async (report: SyncReport): Promise<SyncReport> => {
    if (report.status !== 'synced') return report;
    await carryCoupon(engine);
    await engine.syncTotals(true);
    return report;
  };
  return {
    load() {
      return engine.enqueue(async () => {
        loadStored();
        return afterSync(await engine.syncCart(engine.mergeOnConnect()));
      });
    },
    connect({ guestCart = false } = {}) {
      return engine.enqueue(async () => {
        if (!config.synchronize || !engine.getState().syncEnabled) return skippedSync('disabled');
        if (!engine.isOnline()) return skippedSync('offline');
        const connected = await connectCart(engine, { guest: guestCart });
        if (connected !== 'connected') return skippedSync(connected);
        return afterSync(await engine.syncCart(engine.mergeOnConnect()));
      });
    },
    authorize() {
      return engine.enqueue(async () => {
        dispatch({ type: 'newSession' });
        if (!config.synchronize || !engine.getState().syncEnabled) return skippedSync('disabled');
        if (!engine.isOnline()) return skippedSync('offline');
        // The guest cart first: lines another tab or device put there come along into the customer cart.
        const guestCart = engine.getState().serverToken;
        if (guestCart !== null) {
          const flushed = await engine.syncCart(false);
          if (flushed.status === 'offline') return flushed;
        }
        // The guest's coupon comes along: a new customer cart has none, and a customer cart that has one gets the
        // guest's instead — the code the shopper has just typed is their latest intent. Stored as still to carry
        // before the cart changes, so a reload before it is applied carries it at the next load. Only from a guest
        // cart: a logged-in cart found again has its coupon on the server already.
        const guestCoupon = engine.getState().coupon?.code ?? null;
        if (guestCoupon !== null && guestCart !== null) dispatch({ type: 'couponToCarry', code: guestCoupon });
        const connected = await connectCart(engine, { guest: false });
        if (connected !== 'connected') return skippedSync(connected);
        if (engine.getState().serverToken === guestCart) dispatch({ type: 'couponToCarry', code: null });
        return afterSync(await engine.syncCart(engine.mergeOnConnect()));
      });
    },
    logout({ flush = true } = {}) {
      return engine.enqueue(async () => {
        if (flush && engine.getState().serverToken !== null) await engine.syncCart(false);
        dispatch({ type: 'clear', disconnect: true });
      });
    },
    async clear({ sync = true, disconnect = false } = {}) {
      if (!sync) {
        // SPEC §4 "Place order": cleared without syncing. Disconnected at once, so no sync still queued or
        // under way touches the old server cart, and the next add starts a new one.
        dispatch({ type: 'clear', disconnect });
        return null;
      }
      dispatch({ type: 'clear', disconnect: false });
      return engine.enqueue(async () => {
        const report = await engine.syncCart(true);
        if (disconnect) dispatch({ type: 'clear', disconnect: true });
        return report;
      });
    },
    sync({ forceClientState = false } = {}) {
      return engine.enqueue(() => engine.syncNow(forceClientState));
    },
    syncTotals({ force = false } = {}) {
      return engine.enqueue(() => engine.syncTotals(force));
    },
  };
}
