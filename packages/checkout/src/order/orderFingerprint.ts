import type { PlaceOrderRequest } from '@citerne/core-api/contract';
import { canonicalJson } from './canonicalJson';
import { hashText } from './hashText';

/**
 * Identifies an order request without its `order_id`: the hash of its canonical JSON (keys sorted).
 * The same request gives the same fingerprint however its keys are ordered; any other cart, details,
 * method or user gives another. Pure and synchronous (browsers included).
 * @example
 * orderFingerprint(request) === orderFingerprint({ ...request }); // true
 */
export function orderFingerprint(request: Omit<PlaceOrderRequest, 'order_id'>): string {
  const { order_id: _ignored, ...rest } = request as Omit<PlaceOrderRequest, 'order_id'> & { order_id?: unknown };
  return hashText(canonicalJson(rest));
}
