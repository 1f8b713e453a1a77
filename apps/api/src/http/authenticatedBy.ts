import type { Platform } from '../platform/Platform';
import type { MountOptions } from './mountCall';

/**
 * The mount options of a call that needs a customer: its token is checked by the platform before the request's
 * query and body are read (ASVS 5.0 V8, issue 19), and the handler receives the customer.
 * @example
 * mountCall(app, userMeCall, async ({ customer }) => ({ result: await customers.profile(customer) }), authenticatedBy(platform));
 */
export function authenticatedBy(platform: Pick<Platform, 'customers'>): MountOptions {
  return { authenticate: (token) => platform.customers.authenticate(token) };
}
