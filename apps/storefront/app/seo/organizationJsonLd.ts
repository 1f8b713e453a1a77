import type { SellerIdentity } from '@citerne/core-api/contract';
import { SHOP_NAME } from './seoMeta';

/**
 * The Organization JSON-LD of the shop (SPEC §1: "structured organisation data with a postal address in France, a
 * contact e-mail and a phone number"), from the seller's identity of the configuration (issue 18).
 *
 * @example
 * organizationJsonLd('https://shop.example', seller).address.addressCountry; // 'FR'
 */
export function organizationJsonLd(origin: string, seller: SellerIdentity) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    legalName: seller.companyName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: seller.email,
    telephone: seller.phone.e164,
    vatID: seller.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: seller.address.street,
      postalCode: seller.address.postcode,
      addressLocality: seller.address.city,
      addressCountry: seller.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: seller.phone.e164,
      email: seller.email,
      contactType: 'customer service',
      areaServed: 'FR',
      availableLanguage: ['French'],
    },
  };
}
