import { cartNotification } from '../notification/CartNotification';
import type { CartEngine } from './CartEngine';
import { classifyError } from './classifyError';

/**
 * Applies the guest's coupon still to carry (`couponToCarry`, set at login) to the server cart (SPEC §4: the guest's
 * coupon stays applied in the customer cart). Applied, it becomes the cart's coupon; refused, the refusal is
 * announced (`coupon-refused`) and the customer cart keeps its own; either way it is no longer to carry. Without an
 * answer it stays to carry, and the next load or login carries it — a reload in the middle of the merge loses
 * nothing (nothing a shopper did is ever lost).
 * @example
 * await carryCoupon(engine); // after the guest cart's lines were merged into the customer's
 */
export async function carryCoupon(engine: CartEngine): Promise<void> {
  const state = engine.getState();
  const code = state.couponToCarry;
  const cartId = state.serverToken;
  if (code === null || cartId === null) return;
  try {
    await engine.backend.applyCoupon(cartId, code, { guest: state.bypassCount > 0 });
  } catch (error) {
    const kind = classifyError(error);
    if (kind === 'offline' || kind === 'server-error') return;
    engine.dispatch({ type: 'couponToCarry', code: null });
    if (kind === 'refused') {
      engine.notify(
        cartNotification('coupon-refused', 'danger', {
          code: 'serverMessage',
          params: { text: (error as Error).message },
        }),
      );
    }
    return;
  }
  engine.dispatch({ type: 'couponToCarry', code: null });
  if (engine.getState().serverToken === cartId) engine.dispatch({ type: 'setCoupon', code });
}
