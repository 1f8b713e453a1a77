import { ApiError, NetworkError, ValidationError } from '@citerne/core-api';
import { checkoutMessages } from '../message/checkoutMessages';
import type { PlaceOrderOutcome } from './PlaceOrderOutcome';

const ADDRESS_PATH = /^addressInformation\.(shippingAddress|billingAddress)\b/;

/**
 * What an error of `client.order.place` means for the order. A refusal (4xx, or a request the
 * contract refuses before sending) placed nothing; no answer, a server error, a timeout or an
 * unreadable answer may hide a placed order, so the attempt is kept for a retry with the same key.
 */
export function failureOutcome(error: unknown): Exclude<PlaceOrderOutcome, { kind: 'placed' }> {
  if (error instanceof NetworkError) return { kind: 'offline', message: checkoutMessages.orderOffline };
  if (error instanceof ApiError) {
    // SPEC §4 "Place order": on an address error the order is cancelled.
    if (error.code === 'ADDRESS_INVALID') return { kind: 'address-invalid', message: checkoutMessages.addressInvalid };
    if (error.status >= 400 && error.status < 500 && error.status !== 408) {
      return { kind: 'refused', message: error.message || checkoutMessages.somethingWentWrong, status: error.status };
    }
    return { kind: 'failed', message: checkoutMessages.orderServerError };
  }
  if (error instanceof ValidationError && error.source === 'request') {
    if (error.issues.some((issue) => ADDRESS_PATH.test(issue.path))) {
      return { kind: 'address-invalid', message: checkoutMessages.addressInvalid };
    }
    return { kind: 'refused', message: error.message, status: 400 };
  }
  return { kind: 'failed', message: checkoutMessages.somethingWentWrong };
}
