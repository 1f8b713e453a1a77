import { cartNotification } from '../notification/CartNotification';
import type { CartEngine } from './CartEngine';
import { classifyError } from './classifyError';

/**
 * Applies the guest's coupon to the customer cart after login (SPEC §4): a refusal is announced (`coupon-refused`)
 * and the customer cart keeps its own.
 * @example
 * await carryCoupon(engine, 'BIENVENUE10');
 */
export async function carryCoupon(engine: CartEngine, code: string): Promise<void> {
  const state = engine.getState();
  const cartId = state.serverToken;
  if (cartId === null) return;
  try {
    await engine.backend.applyCoupon(cartId, code, { guest: state.bypassCount > 0 });
  } catch (error) {
    if (classifyError(error) === 'refused') {
      engine.notify(
        cartNotification('coupon-refused', 'danger', {
          code: 'serverMessage',
          params: { text: (error as Error).message },
        }),
      );
    }
    return;
  }
  engine.dispatch({ type: 'setCoupon', code });
}
