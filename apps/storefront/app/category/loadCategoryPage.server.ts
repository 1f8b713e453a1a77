import { buildCategoryQuery, defaultCatalogSearchConfig, type RouteQuery } from '@citerne/catalog-search';
import type { ApiClient } from '@citerne/core-api';
import type { Category } from '@citerne/core-api/contract';
import { priceFilterRanges } from '@citerne/pricing';
import { type CategoryLink, toCategoryLink } from '../catalog/CategoryLink';
import { categoryTrail } from '../catalog/categoryTrail';
import { imageUrl } from '../catalog/imageUrl';
import { teaserFields, toProductTeaser } from '../catalog/ProductTeaser';
import { searchCatalog } from '../catalog/searchCatalog';
import { sanitizeHtml } from '../cms/sanitizeHtml.server';
import { breadcrumbJsonLd } from '../seo/breadcrumbJsonLd';
import { pageSeo, plainText } from '../seo/pageSeo';
import type { SeoData } from '../seo/SeoData';
import { shopConfig } from '../shop/shopConfig';
import type { StoreView } from '../storeView/storeViews';
import type { CategoryPageData } from './CategoryPageData';
import { filterGroups } from './filterGroups';

/** What a category page loader needs. */
export interface CategoryPageInput {
  readonly client: ApiClient;
  readonly category: Category;
  readonly categories: readonly CategoryLink[];
  readonly url: URL;
  readonly store: StoreView;
  readonly origin: string;
  /** Heading of the home crumb and label of the price filter, in the store's language. */
  readonly labels: { readonly home: string; readonly price: string; readonly page: (page: number) => string };
}

/** Thrown when a page number points past the last page. */
export class CategoryPageOutOfRange extends Error {
  override name = 'CategoryPageOutOfRange';
}

function routeQueryOf(params: URLSearchParams): RouteQuery {
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) {
    query[key] = [...(query[key] ?? []), value];
  }
  return query;
}

/**
 * A category page: the products of one page (50, SPEC §9) under the filters and sort of the route query, the
 * filter groups with their counts, breadcrumbs and description. A failing product list does not fail the page:
 * it shows the SPEC §8 warning instead.
 * @throws {@link CategoryPageOutOfRange} for a page past the last one.
 */
export async function loadCategoryPage(input: CategoryPageInput): Promise<{ data: CategoryPageData; seo: SeoData }> {
  const { client, category, url } = input;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? '1')) || 1);
  const routeQuery = routeQueryOf(url.searchParams);
  const filterable = Array.isArray(category.filterable_attributes)
    ? category.filterable_attributes.filter((code): code is string => typeof code === 'string')
    : [];
  const built = buildCategoryQuery({
    categoryId: category.id,
    routeQuery,
    filterableAttributes: filterable,
    start: (page - 1) * shopConfig.productListSize,
    size: shopConfig.productListSize,
  });
  const selected = Object.fromEntries(
    Object.entries(built.activeFilters).map(([code, options]) => [code, options.map((option) => option.id)]),
  );
  const filtered = Object.keys(selected).length > 0;
  const defaultSort = `${defaultCatalogSearchConfig.defaultSort.field}:${defaultCatalogSearchConfig.defaultSort.order}`;

  let result: Awaited<ReturnType<typeof searchCatalog>> | null = null;
  // Every attribute with all its options: the answer's metadata only describes the options of its page of items.
  const attributesLoading = client.catalog
    .search({ type: 'attribute', size: 150 })
    .then(({ items }) => items)
    .catch(() => []);
  try {
    result = await searchCatalog(client, { ...built.query, include: [...teaserFields] });
  } catch (error) {
    console.error(
      `Category ${category.id}: the product list failed: ${error instanceof Error ? error.message : error}`,
    );
  }
  const attributes = await attributesLoading;
  const total = result ? (typeof result.total === 'number' ? result.total : result.total.value) : 0;
  const pageCount = Math.max(1, Math.ceil(total / shopConfig.productListSize));
  if (result && total > 0 && page > pageCount) throw new CategoryPageOutOfRange(`Page ${page} of ${pageCount}`);

  const trail = categoryTrail(input.categories, category.id);
  const { urlKey, href } = toCategoryLink(category);
  const breadcrumbs = trail.length > 0 ? trail : [{ label: category.name, href }];

  const data: CategoryPageData = {
    category: {
      id: category.id,
      name: category.name,
      urlKey,
      descriptionHtml: sanitizeHtml(category.description, { demoteH1: true }),
      shortDescription: plainText(category.category_short_description),
    },
    breadcrumbs,
    products: (result?.items ?? []).map(toProductTeaser),
    total,
    page,
    pageCount,
    sort: built.sort.value,
    defaultSort,
    filters: result
      ? filterGroups({
          aggregations: result.aggregations as never,
          attributes: (attributes.length > 0 ? attributes : result.attributeMetadata).map((attribute) => ({
            ...attribute,
            // A yes/no attribute filters on "yes" only.
            options:
              attribute.frontend_input === 'boolean'
                ? (attribute.options ?? []).filter((option) => String(option.value) !== '0')
                : (attribute.options ?? []),
          })) as never,
          selected,
          priceRanges: priceFilterRanges(),
          priceLabel: input.labels.price,
        })
      : [],
    selected,
    status: !result ? 'failed' : total > 0 ? 'ok' : filtered ? 'no-match' : 'empty',
  };

  const path = `/c/${encodeURIComponent(urlKey)}${page > 1 ? `?page=${page}` : ''}`;
  const title = category.meta_title || category.name;
  const seo = pageSeo({
    origin: input.origin,
    store: input.store,
    path,
    title: page > 1 ? `${title.replace(/ \| .*$/, '')} – ${input.labels.page(page)}` : title,
    description: category.meta_description || category.category_short_description || category.description,
    // Filtered and sorted lists are variants of the category page: their canonical URL is the plain list.
    image: category.image ? imageUrl(category.image)({ width: 453, height: 525 }) : null,
    jsonLd: [
      breadcrumbJsonLd(input.origin, [
        { label: input.labels.home, href: '/' },
        ...breadcrumbs.map((crumb) => ({ label: crumb.label, href: crumb.href })),
      ]),
    ],
  });
  return { data, seo };
}
