import { loginAsCustomerKey, signLoginAsCustomerToken } from './loginAsCustomerToken';

/**
 * The link a merchant opens to act as a customer: `<storefront>/login-as-customer#token=<token>`. The token
 * rides in the fragment, which browsers never send to a server nor put in a Referer, so it stays out of
 * access logs; the storefront page reads it and redeems it with `POST /api/user/login-as-customer`.
 * @example
 * loginAsCustomerLink({ secret, storefrontUrl: 'https://shop.example' }, 'lea@example.fr', Date.now());
 * // 'https://shop.example/login-as-customer#token=v1.…'
 */
export function loginAsCustomerLink(
  settings: { readonly secret: string; readonly storefrontUrl: string },
  email: string,
  now: number,
): string {
  const token = signLoginAsCustomerToken(loginAsCustomerKey(settings.secret), email, now);
  return `${settings.storefrontUrl.replace(/\/+$/, '')}/login-as-customer#token=${token}`;
}
