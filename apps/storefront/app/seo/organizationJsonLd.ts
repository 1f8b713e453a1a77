import { shopContact } from '../shop/shopContact';
import { SHOP_NAME } from './seoMeta';

/**
 * The Organization JSON-LD of the shop (SPEC §1: "structured organisation data with a postal address in France, a
 * contact e-mail and a phone number").
 *
 * @example
 * organizationJsonLd('https://shop.example').address.addressCountry; // 'FR'
 */
export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: shopContact.email,
    telephone: shopContact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shopContact.address.street,
      postalCode: shopContact.address.postcode,
      addressLocality: shopContact.address.city,
      addressCountry: shopContact.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: shopContact.phone,
      email: shopContact.email,
      contactType: 'customer service',
      areaServed: 'FR',
      availableLanguage: ['French'],
    },
  };
}
