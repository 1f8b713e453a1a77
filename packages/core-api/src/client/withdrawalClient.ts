import type { WithdrawableOrder, WithdrawalAccess, WithdrawalReceipt } from '../contract/withdrawal/withdrawal';
import { withdrawalLookupCall } from '../contract/withdrawal/withdrawalLookupCall';
import { type WithdrawalSubmitRequest, withdrawalSubmitCall } from '../contract/withdrawal/withdrawalSubmitCall';
import { type ClientContext, callApi } from './callApi';

/** The withdrawal calls (art. L221-18 ff. Code de la consommation, Article 11a of the Consumer Rights Directive). */
export interface WithdrawalClient {
  /** The lines of an order and how much of each can be withdrawn. */
  lookup(access: WithdrawalAccess): Promise<WithdrawableOrder>;
  /** Records a withdrawal; resolves the acknowledgement (also mailed). */
  submit(request: WithdrawalSubmitRequest): Promise<WithdrawalReceipt>;
}

/**
 * Creates the withdrawal calls.
 *
 * @example
 * const order = await createWithdrawalClient(context).lookup({ linkToken });
 */
export function createWithdrawalClient(context: ClientContext): WithdrawalClient {
  return {
    async lookup(access) {
      return (await callApi(context, withdrawalLookupCall, { body: access })).result;
    },
    async submit(request) {
      return (await callApi(context, withdrawalSubmitCall, { body: request })).result;
    },
  };
}
