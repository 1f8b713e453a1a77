import { CommerceError } from '../platform/CommerceError';

/**
 * The `CommerceError` a call is refused with: the test fails when the call succeeds or fails with anything else.
 * @example
 * const refused = await refusal(platform.withdrawals.lookup(body, requester));
 * expect([refused.status, refused.code]).toEqual([404, 'ORDER_NOT_FOUND']);
 */
export async function refusal(promise: Promise<unknown>): Promise<CommerceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CommerceError) return error;
    throw error;
  }
  throw new Error('Expected a CommerceError refusal, but the call succeeded.');
}
