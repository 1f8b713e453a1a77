import { createHmac } from 'node:crypto';

/**
 * The Systempay (Lyra payment form V2) signature of a form or notification: the values of every
 * `vads_*` field, sorted by field name, each followed by `+`, then the key; HMAC-SHA-256 of that text
 * keyed with the same key, in Base64. Other fields (`signature` itself) are not signed.
 * @example
 * signSystempayFields({ vads_site_id: '12345678', vads_amount: '1000', signature: 'x' }, key); // Base64 of HMAC(key, '1000+12345678+' + key)
 */
export function signSystempayFields(fields: Readonly<Record<string, string>>, key: string): string {
  const names = Object.keys(fields)
    .filter((name) => name.startsWith('vads_'))
    .sort();
  const text = `${names.map((name) => `${fields[name]}+`).join('')}${key}`;
  return createHmac('sha256', key).update(text, 'utf8').digest('base64');
}
