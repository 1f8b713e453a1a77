import type { Product } from '@citerne/core-api/contract';
import { plainText } from '../seo/pageSeo';
import { SHOP_NAME } from '../seo/seoMeta';

/**
 * The Product JSON-LD of a product page: name, sku, image, description, brand, an offer in EUR with its price
 * incl. tax and availability, and the rating when it has reviews.
 *
 * @example
 * productJsonLd({ origin, product, image, reviews, url: '/p/X/x', price: 869 }).offers.priceCurrency; // 'EUR'
 */
export function productJsonLd(input: {
  origin: string;
  product: Product;
  image: string | null;
  url: string;
  reviews: { total: number; average: number };
  /** The price the page shows first, incl. tax (a bundle's default choices, a grouped product's default kit). */
  price: number;
}) {
  const { product, origin, price } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(input.image ? { image: `${origin}${input.image}` } : {}),
    description: plainText(product.short_description || product.description) || product.name,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: `${origin}${input.url}`,
      priceCurrency: 'EUR',
      price: price.toFixed(2),
      availability:
        product.stock?.is_in_stock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
    ...(input.reviews.total > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.reviews.average,
            reviewCount: input.reviews.total,
            bestRating: 5,
          },
        }
      : {}),
  };
}
