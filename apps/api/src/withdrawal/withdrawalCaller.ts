import type { CommerceContext } from '../commerce/CommerceContext';
import type { WithdrawalRequester } from '../platform/WithdrawalPlatform';
import type { WithdrawalCaller } from './openWithdrawalOrderFrom';

/**
 * Who asks for a withdrawal, as the withdrawal rules see them: the shopper, their client address, and the shop's clock.
 * @example
 * const caller = withdrawalCaller(context, requester);
 */
export function withdrawalCaller(
  context: CommerceContext,
  { shopper, clientAddress }: WithdrawalRequester,
): WithdrawalCaller {
  return { customer: shopper, address: clientAddress, now: context.settings.now() };
}
