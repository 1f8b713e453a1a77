import { cartNotification } from '../notification/CartNotification';
import type { CartEngine } from './CartEngine';
import type { CartSync } from './CartSync';
import { classifyError } from './classifyError';

/**
 * Applying and removing a coupon (SPEC §4 "Applying or removing a coupon syncs totals"): on the server cart, after
 * the lines are synced, then the totals; a refused code is announced and changes nothing.
 * @example
 * const coupons = cartCouponMethods(engine);
 * await coupons.applyCoupon('BIENVENUE10');
 */
export function cartCouponMethods(engine: CartEngine): Pick<CartSync, 'applyCoupon' | 'removeCoupon'> {
  return {
    applyCoupon(code) {
      return engine.enqueue(async () => {
        const report = await engine.syncCart(false);
        const state = engine.getState();
        const cartId = state.serverToken;
        if (report.status !== 'synced' || cartId === null) return false;
        try {
          await engine.backend.applyCoupon(cartId, code.trim(), { guest: state.bypassCount > 0 });
        } catch (error) {
          if (classifyError(error) === 'refused') {
            engine.notify(
              cartNotification('coupon-refused', 'danger', {
                code: 'serverMessage',
                params: { text: (error as Error).message },
              }),
            );
          }
          return false;
        }
        engine.dispatch({ type: 'setCoupon', code: code.trim() });
        await engine.syncTotals(true);
        return true;
      });
    },
    removeCoupon() {
      return engine.enqueue(async () => {
        const state = engine.getState();
        const cartId = state.serverToken;
        if (cartId === null || !engine.isOnline() || !state.syncEnabled) return false;
        try {
          await engine.backend.deleteCoupon(cartId, { guest: state.bypassCount > 0 });
        } catch {
          return false;
        }
        engine.dispatch({ type: 'setCoupon', code: null });
        await engine.syncTotals(true);
        return true;
      });
    },
  };
}
