import type { CallBody, CallResultInput, withdrawalLookupCall, withdrawalSubmitCall } from '@citerne/core-api/contract';
import type { Shopper } from './Shopper';

/** Who asks for a withdrawal: the shopper of the token (or a guest) and their client address (guests are limited). */
export interface WithdrawalRequester {
  readonly shopper: Shopper;
  readonly clientAddress: string;
}

/**
 * The online withdrawal function (art. L221-18 ff. Code de la consommation, Article 11a of the Consumer Rights
 * Directive): an order is opened by its owner, a signed link, or a guest's order number and e-mail (limited per
 * address); an order that is not the requester's answers the same 404 as an unknown one. Refusals: 409
 * `WITHDRAWAL_PERIOD_OVER`, 409 `WITHDRAWAL_LINE_REFUSED`, 400 `WITHDRAWAL_LINE_UNKNOWN`.
 *
 * @example
 * const order = await platform.withdrawals.lookup(body, { shopper: null, clientAddress });
 * const receipt = await platform.withdrawals.submit({ ...body, lines, name, email }, requester);
 */
export interface WithdrawalPlatform {
  /** The lines of an order and how much of each can still be withdrawn. */
  lookup(
    request: CallBody<typeof withdrawalLookupCall>,
    requester: WithdrawalRequester,
  ): Promise<CallResultInput<typeof withdrawalLookupCall>>;
  /** Records a withdrawal (checked again under the order's lock) and mails its acknowledgement at once. */
  submit(
    request: CallBody<typeof withdrawalSubmitCall>,
    requester: WithdrawalRequester,
  ): Promise<CallResultInput<typeof withdrawalSubmitCall>>;
}
