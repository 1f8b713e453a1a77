import { cartHash } from '../cart/cartHash';
import { isTotalsSyncRequired } from '../cart/isTotalsSyncRequired';
import { cartNotification } from '../notification/CartNotification';
import { classifyError } from './classifyError';
import type { SyncRuntime } from './runSync';

/**
 * Fetches the server totals and payment methods of the cart (SPEC §4 "Cart": only when the cart hash changed or
 * they were never synced, or always with `force`), for the cart they were asked for.
 * @example
 * await syncTotals(runtime, { force: true }); // after a coupon
 */
export async function syncTotals(runtime: SyncRuntime, { force }: { force: boolean }): Promise<void> {
  const { backend, config, isOnline } = runtime;
  const state = runtime.getState();
  if (!config.synchronize || !config.synchronizeTotals || !state.syncEnabled || !isOnline()) return;
  const cartId = state.serverToken;
  if (cartId === null || (!force && !isTotalsSyncRequired(state))) return;
  const hash = cartHash(state);
  const mode = { guest: state.bypassCount > 0 };
  try {
    const totals = await backend.totals(cartId, mode);
    const paymentMethods = totals.payment_methods ?? (await backend.paymentMethods(cartId, mode));
    if (runtime.getState().serverToken === cartId)
      runtime.dispatch({ type: 'serverTotals', totals, paymentMethods, hash });
  } catch (error) {
    // Totals are asked again at the next sync; a cart gone is handled by the next sync's pull.
    if (classifyError(error) === 'refused') {
      runtime.notify(
        cartNotification('server-refused', 'danger', {
          code: 'serverMessage',
          params: { text: String((error as Error).message) },
        }),
      );
    }
  }
}
