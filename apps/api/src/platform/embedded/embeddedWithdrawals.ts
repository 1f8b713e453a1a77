import type { CommerceContext } from '../../commerce/CommerceContext';
import { deriveSecretKey } from '../../commerce/deriveSecretKey';
import { AttemptLimiter } from '../../customer/AttemptLimiter';
import { attemptStoreFor } from '../../customer/attemptStoreFor';
import { loadWithdrawableOrder } from '../../withdrawal/loadWithdrawableOrder';
import { openWithdrawalOrder, type WithdrawalKeys } from '../../withdrawal/openWithdrawalOrder';
import { submitWithdrawal } from '../../withdrawal/submitWithdrawal';
import type { WithdrawalPlatform, WithdrawalRequester } from '../WithdrawalPlatform';

/**
 * The withdrawals of the embedded platform: `withdrawals` and `withdrawal_lines` rows, the signed-link key derived
 * from the shop secret for this one purpose, and the guests' attempt limiter (the login limits).
 * @example
 * const withdrawals = embeddedWithdrawals(context);
 */
export function embeddedWithdrawals(context: CommerceContext): WithdrawalPlatform {
  const keys: WithdrawalKeys = {
    linkKey: deriveSecretKey(context.settings.secret, 'withdrawal-link'),
    limiter: new AttemptLimiter(context.settings.attemptLimits.login, attemptStoreFor(context.database)('withdrawal')),
  };
  const callerOf = ({ shopper, clientAddress }: WithdrawalRequester) => ({
    customer: shopper,
    address: clientAddress,
    now: context.settings.now(),
  });
  return {
    async lookup(request, requester) {
      const caller = callerOf(requester);
      const order = await openWithdrawalOrder(context.db, keys, request, caller);
      return loadWithdrawableOrder(context.db, order, caller.now);
    },
    submit: (request, requester) => submitWithdrawal(context, keys, request, callerOf(requester)),
  };
}
