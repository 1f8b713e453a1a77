import type { AuthenticatedCustomer } from '../customer/AuthenticatedCustomer';
import { CommerceError } from '../platform/CommerceError';
import type { Platform } from '../platform/Platform';

/**
 * The customer of the token, or a 401 when there is none (SPEC §6: order history and account pages need login).
 * @example
 * const customer = await requireCustomer(platform, token);
 */
export async function requireCustomer(
  platform: Pick<Platform, 'customers'>,
  token: string | undefined,
): Promise<AuthenticatedCustomer> {
  const customer = await platform.customers.authenticate(token);
  if (!customer) throw new CommerceError(401, 'This call needs a user token.', 'TOKEN_REQUIRED');
  return customer;
}
