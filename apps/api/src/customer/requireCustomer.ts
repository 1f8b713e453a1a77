import type { CommerceContext } from '../commerce/CommerceContext';
import { CommerceError } from '../platform/CommerceError';
import type { AuthenticatedCustomer } from './AuthenticatedCustomer';
import { authenticate } from './authenticate';

/**
 * The customer of the token, or a 401 when there is none (SPEC §6: order history and account pages need login).
 * @example
 * const customer = await requireCustomer(context, token);
 */
export async function requireCustomer(
  context: CommerceContext,
  token: string | undefined,
): Promise<AuthenticatedCustomer> {
  const customer = await authenticate(context, token);
  if (!customer) throw new CommerceError(401, 'This call needs a user token.', 'TOKEN_REQUIRED');
  return customer;
}
