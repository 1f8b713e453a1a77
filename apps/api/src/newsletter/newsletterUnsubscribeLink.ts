import type { CommerceSettings } from '../commerce/CommerceSettings';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { type UnsubscribeLinkSubject, unsubscribeLinkToken } from './unsubscribeLinkToken';

/** The purpose the unsubscribe links' key is derived for. */
export const UNSUBSCRIBE_LINK_PURPOSE = 'newsletter-unsubscribe';

/**
 * The unsubscribe link every newsletter e-mail carries (SPEC §4 "Newsletter"; art. L34-5 Code des postes et des
 * communications électroniques asks for a simple way to object in every commercial e-mail): the storefront's
 * `/newsletter/unsubscribe` page with the signed token, its closing lines, and the headers that let mail clients
 * offer the one-click unsubscribe (`List-Unsubscribe`, RFC 2369; `List-Unsubscribe-Post`, RFC 8058: the client
 * POSTs `List-Unsubscribe=One-Click` to that URL, which the page's action accepts).
 * @example
 * const { lines, headers } = newsletterUnsubscribeLink(settings, { email, version: row.link_version });
 */
export function newsletterUnsubscribeLink(
  settings: Pick<CommerceSettings, 'secret' | 'storefrontUrl'>,
  subject: UnsubscribeLinkSubject,
): { url: string; lines: string[]; headers: Record<string, string> } {
  const url = new URL('/newsletter/unsubscribe', settings.storefrontUrl);
  url.searchParams.set(
    'token',
    unsubscribeLinkToken(deriveSecretKey(settings.secret, UNSUBSCRIBE_LINK_PURPOSE), subject),
  );
  const link = url.toString();
  return {
    url: link,
    lines: ['', 'Pour ne plus recevoir notre newsletter, désinscrivez-vous en un clic :', link],
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
