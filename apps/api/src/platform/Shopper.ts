import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';

/**
 * Who makes a call: the customer their verified token names (`CustomerPlatform.authenticate`), or `null` for a
 * guest. Every platform call that depends on the caller takes one, so a driver never reads a token itself.
 */
export type Shopper = AuthenticatedCustomer | null;
