/** Days a served security.txt stays valid: it is generated on each request from the configuration, never stale. */
export const SECURITY_TXT_LIFETIME_DAYS = 30;

/** Where the shop publishes its security policy (SECURITY.md of the repository, served as is). */
export const SECURITY_POLICY_PATH = '/.well-known/security-policy.md';

/**
 * The shop's `/.well-known/security.txt` (RFC 9116): whom to write about a vulnerability — the seller's e-mail address
 * from its configured identity (`SELLER_IDENTITY_FILE`) and the contact page —, its expiry, the languages read, its
 * canonical address and the policy (SECURITY.md). `Expires` is computed from `now`, so the file never expires
 * silently while the configuration still names a contact (RFC 9116 §2.5.5 asks for less than a year).
 *
 * @example
 * securityTxt({ origin: 'https://shop.example', email: 'contact@shop.example', now: new Date() });
 * // 'Contact: mailto:contact@shop.example\nContact: https://shop.example/contact\nExpires: …'
 */
export function securityTxt({ origin, email, now }: { origin: string; email: string; now: Date }): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`security.txt: the seller's e-mail "${email}" is not usable`);
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * 86_400_000);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: mailto:${email}`,
    `Contact: ${origin}/contact`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: fr, en',
    `Canonical: ${origin}/.well-known/security.txt`,
    `Policy: ${origin}${SECURITY_POLICY_PATH}`,
    '',
  ].join('\n');
}
