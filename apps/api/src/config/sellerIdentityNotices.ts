import { EXAMPLE_SELLER_IDENTITY, type SellerIdentity } from '@citerne/core-api/contract';

/** The dotted paths of the leaves of an identity (`rcs.number`), with their values. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value)
    .filter(([key]) => key !== 'example')
    .flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
}

/** Example values a real seller may well share (a SAS, a Cholet address): never taken as left over from the example. */
const PLAUSIBLE = new Set(['legalForm', 'shareCapital', 'address.postcode', 'address.city', 'address.country']);

/**
 * The fields of an identity that still hold the example's values: every field of the example identity, or those a
 * merchant copied from it and did not change (the fictitious ones: names, numbers, street, phone, e-mail, host,
 * mediator).
 * @example
 * exampleFields(EXAMPLE_SELLER_IDENTITY); // ['companyName', 'legalForm', …]
 */
export function exampleFields(seller: SellerIdentity): string[] {
  const example = new Map(leaves(EXAMPLE_SELLER_IDENTITY));
  return leaves(seller)
    .filter(([path, value]) => seller.example || (!PLAUSIBLE.has(path) && example.get(path) === value))
    .map(([path]) => path);
}

/**
 * What the start logs about the seller's identity (issue 18: "`npm start` works with an example identity and says so
 * in the log; a production start with the example identity logs a warning naming each missing field").
 * @example
 * for (const line of sellerIdentityNotices(config.seller, config.environment)) log(line);
 */
export function sellerIdentityNotices(
  seller: SellerIdentity,
  environment: 'development' | 'production' | 'test',
): string[] {
  const fields = exampleFields(seller);
  const notices: string[] = [];
  if (seller.example) {
    notices.push(
      'Seller identity: the EXAMPLE identity is in use (fictitious company numbers); set SELLER_IDENTITY_FILE to the JSON file of yours.',
    );
  }
  if (environment === 'production' && fields.length > 0) {
    notices.push(
      `Warning: production start with example seller identity values; configure these fields in SELLER_IDENTITY_FILE: ${fields.join(', ')}`,
    );
  }
  return notices;
}
