import { type SellerIdentity, sellerTextValues } from '@citerne/core-api/contract';

const PLACEHOLDER = /\{\{\s*seller\.([A-Za-z0-9_.]+)\s*\}\}/g;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Fills the `{{seller.…}}` placeholders of CMS HTML with the seller's identity (`{{seller.siret}}` →
 * `123 456 782 00010`; names: core-api's `sellerTextValues`), HTML-escaped, so the legal texts never hold the
 * numbers themselves. Runs on the server before sanitising. An unknown placeholder is left as written, so the
 * merchant sees it on the page.
 *
 * @example
 * fillSellerPlaceholders('<p>SIRET {{seller.siret}}</p>', seller); // '<p>SIRET 123 456 782 00010</p>'
 */
export function fillSellerPlaceholders(html: string, seller: SellerIdentity): string {
  const values: Readonly<Record<string, string | undefined>> = sellerTextValues(seller);
  return html.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : escapeHtml(value);
  });
}
