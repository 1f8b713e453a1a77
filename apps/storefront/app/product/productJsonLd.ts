import type { Product } from '@citerne/core-api/contract';
import { plainText } from '../seo/pageSeo';
import { SHOP_NAME } from '../seo/seoMeta';

/**
 * The Product JSON-LD of a product page: name, sku, image, description, brand, an offer in EUR with its price
 * incl. tax and availability, and the rating when it has reviews.
 *
 * @example
 * productJsonLd({ origin, product, image: '/img/900/700/resize/catalog/x.svg', reviews, url: '/p/X/x' }).offers.priceCurrency; // 'EUR'
 */
export function productJsonLd(input: {
  origin: string;
  product: Product;
  image: string | null;
  url: string;
  reviews: { total: number; average: number };
}) {
  const { product, origin } = input;
  const price = product.price_incl_tax ?? product.final_price ?? product.price ?? 0;
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
