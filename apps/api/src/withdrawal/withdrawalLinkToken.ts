import { signLink, verifyLinkSignature } from '../commerce/linkSignature';

/**
 * The token of the signed withdrawal link put in the order confirmation mail: the order id and an HMAC of it with
 * the key derived for this purpose (`deriveSecretKey(secret, 'withdrawal-link')`). It carries no expiry: the link
 * opens the order for as long as the withdrawal period runs (the period itself is checked on every use).
 * @example
 * const token = withdrawalLinkToken(key, order.id); // '42.Xk3…'
 */
export function withdrawalLinkToken(key: Uint8Array, orderId: number): string {
  return `${orderId}.${signLink(key, `withdrawal:${orderId}`)}`;
}

/**
 * The order id a withdrawal link token carries, or null when it is malformed or not signed with the key.
 * @example
 * const orderId = readWithdrawalLinkToken(key, query.token);
 */
export function readWithdrawalLinkToken(key: Uint8Array, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const orderId = Number(match[1]);
  return verifyLinkSignature(key, `withdrawal:${orderId}`, match[2] ?? '') ? orderId : null;
}
