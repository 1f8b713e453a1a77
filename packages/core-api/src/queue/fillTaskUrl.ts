import { errorMessages } from '../error/errorMessages';
import { ValidationError } from '../error/ValidationError';

/**
 * Fills the `{{cartId}}` and `{{token}}` placeholders of a task URL with the values current at send
 * time. Without a user token in the URL (guest, or token in the header) the `token` param is dropped.
 * A URL that needs a cart id when there is none fails with the cartId-is-null message (SPEC §5).
 *
 * @example
 * fillTaskUrl('/api/cart/update?token={{token}}&cartId={{cartId}}', { queryToken: null, cartId: 'q1' });
 * // '/api/cart/update?cartId=q1'
 */
export function fillTaskUrl(template: string, tokens: { queryToken: string | null; cartId: string | null }): string {
  if (template.includes('{{cartId}}') && !tokens.cartId) {
    throw new ValidationError({ source: 'request', message: errorMessages.cartIdMissing, code: 'CART_ID_MISSING' });
  }
  let url = template.replaceAll('{{cartId}}', encodeURIComponent(tokens.cartId ?? ''));
  if (url.includes('{{token}}')) {
    url = tokens.queryToken
      ? url.replaceAll('{{token}}', encodeURIComponent(tokens.queryToken))
      : url.replace(/([?&])token=\{\{token\}\}(&|$)/g, (_, separator: string, tail: string) => (tail ? separator : ''));
  } else if (tokens.queryToken) {
    url += `${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(tokens.queryToken)}`;
  }
  return url;
}
