import type { CommerceContext } from '../commerce/CommerceContext';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import { attemptStoreFor } from '../customer/attemptStoreFor';
import type { WithdrawalKeys } from './openWithdrawalOrderFrom';

/**
 * The keys of the withdrawal function on every platform: the signed-link key derived from the shop secret for this one
 * purpose, and the guests' attempt limiter (the login limits, shared across processes on PostgreSQL).
 * @example
 * const keys = withdrawalKeys(context);
 */
export function withdrawalKeys(context: CommerceContext): WithdrawalKeys {
  return {
    linkKey: deriveSecretKey(context.settings.secret, 'withdrawal-link'),
    limiter: new AttemptLimiter(context.settings.attemptLimits.login, attemptStoreFor(context.database)('withdrawal')),
  };
}
