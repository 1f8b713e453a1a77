import { signLink, verifyLinkSignature } from '../commerce/linkSignature';

/** A subscriber's e-mail and the version of their links, as a token carries them. */
export interface UnsubscribeLinkSubject {
  readonly email: string;
  /** `newsletter_subscribers.link_version`: raising it revokes every link signed before. */
  readonly version: number;
}

const subjectOf = ({ email, version }: UnsubscribeLinkSubject) => `newsletter-unsubscribe:${version}:${email}`;

/**
 * The token of the unsubscribe link of every newsletter e-mail (SPEC §4 "Newsletter"; RFC 8058 asks the link to
 * identify the recipient by itself): the e-mail and its link version, signed with the key derived for this purpose
 * (`deriveSecretKey(secret, 'newsletter-unsubscribe')`) by the shop's link-signing helper. It never expires, as a
 * mail may be read months later; it is revoked by raising the subscriber's `link_version`.
 * @example
 * const token = unsubscribeLinkToken(key, { email: 'lea@example.fr', version: 1 }); // 'bGVh…1.Xk3…'
 */
export function unsubscribeLinkToken(key: Uint8Array, subject: UnsubscribeLinkSubject): string {
  return `${Buffer.from(subject.email).toString('base64url')}.${subject.version}.${signLink(key, subjectOf(subject))}`;
}

/**
 * What an unsubscribe link token claims (the e-mail and the link version), before its signature is checked, or
 * null when it is malformed.
 * @example
 * const claimed = readUnsubscribeLinkToken(query.token); // { email, version, signature } | null
 */
export function readUnsubscribeLinkToken(token: string): (UnsubscribeLinkSubject & { signature: string }) | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1] ?? '', 'base64url').toString('utf8');
  if (!email.includes('@')) return null;
  return { email, version: Number(match[2]), signature: match[3] ?? '' };
}

/**
 * Whether a token read by {@link readUnsubscribeLinkToken} is signed with `key` for that e-mail and `version`.
 * @example
 * verifyUnsubscribeLinkToken(key, claimed, { email: claimed.email, version: row.link_version });
 */
export function verifyUnsubscribeLinkToken(
  key: Uint8Array,
  signature: string,
  subject: UnsubscribeLinkSubject,
): boolean {
  return verifyLinkSignature(key, subjectOf(subject), signature);
}
