import type { SearchQueryInput } from '@citerne/catalog-search';
import type { ApiClient } from '@citerne/core-api';
import { teaserFields, toProductTeaser } from '../catalog/ProductTeaser';
import { productHref } from '../catalog/productHref';
import { searchCatalog } from '../catalog/searchCatalog';
import { fetchReviewSummary } from '../review/reviewCalls';
import { shopConfig } from '../shop/shopConfig';
import type { HomeData, HomeReview } from './HomeData';

// SPEC §7 "Homepage new products and bestsellers: product search with size 8 sorted by created_at descending".
const homeListDefaults: SearchQueryInput = {
  sort: { field: 'created_at', order: 'desc' },
  size: shopConfig.homeListSize,
};

async function optional<T>(part: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // A missing block must not take the home page down; it is logged and left out.
    console.error(`Home page: ${part} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

async function productList(client: ApiClient, query: Record<string, unknown> | undefined) {
  const { items } = await searchCatalog(client, {
    ...homeListDefaults,
    ...(query as SearchQueryInput | undefined),
    size: shopConfig.homeListSize,
    scope: 'catalog',
    include: [...teaserFields],
  });
  return items.map(toProductTeaser);
}

/**
 * The latest reviews through the API (`GET /api/ext/reviews/latest`): the review service's, fetched and cached by the
 * server with its key, or the shop's own approved reviews with their products when the service is absent or fails.
 */
async function latestReviews(client: ApiClient): Promise<Omit<HomeData['reviews'], 'summary'>> {
  const { items, source } = await client.review.latest();
  const latest: HomeReview[] = items.map((review) => ({
    id: review.id,
    title: review.title,
    detail: review.text,
    nickname: review.author,
    rating: Math.min(5, Math.max(0, review.rating)),
    createdAt: review.createdAt,
    verified: review.verified,
    experienceDate: review.verified ? review.experienceDate : null,
    product: review.product
      ? {
          name: review.product.name,
          href: productHref({
            sku: review.product.sku,
            parentSku: review.product.parentSku ?? undefined,
            url_key: review.product.urlKey,
          }),
        }
      : null,
  }));
  return { latest, latestSource: source };
}

/**
 * The home page data of a store: sections and their product lists (from the store's homepage content),
 * slider (sorted by priority; needs the server's admin token), banners, Instagram images, default content and
 * customer reviews with the trust score. Optional blocks that fail are left out.
 */
export async function loadHome(
  client: ApiClient,
  storeCode: string,
  slideToken: string | undefined,
): Promise<HomeData> {
  const sections = await client.content.store(storeCode, 'homepage');
  const [newProducts, bestsellers, slides, banners, instagram, defaultContent, summary, reviews] = await Promise.all([
    productList(client, sections.new_collection.query),
    optional('bestsellers', () => productList(client, sections.bestsellers.query), []),
    slideToken ? optional('slider', () => client.content.slides(storeCode, slideToken), []) : Promise.resolve([]),
    optional('banners', () => client.content.store(storeCode, 'banners'), null),
    optional('Instagram images', () => client.content.store(storeCode, 'instagram'), []),
    optional('default content', () => client.content.store(storeCode, 'default-content'), []),
    optional('review summary', () => fetchReviewSummary(client), null),
    optional('latest reviews', () => latestReviews(client), { latest: [], latestSource: 'shop' as const }),
  ]);
  return {
    newProducts: { title: sections.new_collection.title, products: newProducts },
    bestsellers: { title: sections.bestsellers.title, products: bestsellers },
    slider: { title: sections.slider.title, slides },
    mainBanners: banners?.mainBanners ?? [],
    smallBanners: banners?.smallBanners ?? [],
    productBanners: banners?.productBanners ?? [],
    instagram,
    defaultContent: defaultContent.map(({ title, message }) => ({
      title,
      message: Array.isArray(message) ? message.join(' ') : message,
    })),
    reviews: { summary, ...reviews },
  };
}
