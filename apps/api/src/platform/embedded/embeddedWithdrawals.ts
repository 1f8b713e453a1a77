import type { CommerceContext } from '../../commerce/CommerceContext';
import { loadWithdrawableOrder } from '../../withdrawal/loadWithdrawableOrder';
import { openWithdrawalOrder } from '../../withdrawal/openWithdrawalOrder';
import { submitWithdrawal } from '../../withdrawal/submitWithdrawal';
import { withdrawalCaller } from '../../withdrawal/withdrawalCaller';
import { withdrawalKeys } from '../../withdrawal/withdrawalKeys';
import type { WithdrawalPlatform } from '../WithdrawalPlatform';

/**
 * The withdrawals of the embedded platform: `withdrawals` and `withdrawal_lines` rows over the shop's own orders, with
 * the shared signed-link key and guests' attempt limiter (`withdrawalKeys`).
 * @example
 * const withdrawals = embeddedWithdrawals(context);
 */
export function embeddedWithdrawals(context: CommerceContext): WithdrawalPlatform {
  const keys = withdrawalKeys(context);
  return {
    async lookup(request, requester) {
      const caller = withdrawalCaller(context, requester);
      const order = await openWithdrawalOrder(context.db, keys, request, caller);
      return loadWithdrawableOrder(context.db, order, caller.now);
    },
    submit: (request, requester) => submitWithdrawal(context, keys, request, withdrawalCaller(context, requester)),
  };
}
