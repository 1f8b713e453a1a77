import {
  CatalogError,
  checkProductLoad,
  defaultCatalogSearchConfig,
  groupedProductLinks,
} from '@citerne/catalog-search';
import type { ApiClient } from '@citerne/core-api';
import type { Product } from '@citerne/core-api/contract';
import { bundleLivePrice, effectiveTaxRate, findTaxRate, groupedLivePrice } from '@citerne/pricing';
import { defaultBundleChoices } from '@citerne/product';
import { attributeText } from '../catalog/attributeText';
import type { CategoryLink } from '../catalog/CategoryLink';
import { categoryTrail } from '../catalog/categoryTrail';
import { imageUrl } from '../catalog/imageUrl';
import { teaserFields, toProductTeaser } from '../catalog/ProductTeaser';
import { productHref } from '../catalog/productHref';
import { searchCatalog } from '../catalog/searchCatalog';
import { swatchColor } from '../catalog/swatchColor';
import { sanitizeHtml } from '../cms/sanitizeHtml.server';
import { fetchProductReviews } from '../review/reviewCalls';
import { breadcrumbJsonLd } from '../seo/breadcrumbJsonLd';
import { pageSeo, plainText } from '../seo/pageSeo';
import type { SeoData } from '../seo/SeoData';
import { shopConfig } from '../shop/shopConfig';
import type { StoreView } from '../storeView/storeViews';
import { configurableOptionViews } from './configurableOptionViews';
import type { LinkedProductView, ProductPageData } from './ProductPageData';
import { productJsonLd } from './productJsonLd';

/** What a product page loader needs. */
export interface ProductPageInput {
  readonly client: ApiClient;
  readonly sku: string;
  readonly childSku: string | null;
  readonly categories: readonly CategoryLink[];
  readonly store: StoreView;
  readonly origin: string;
  readonly labels: { readonly home: string };
}

/** What loading a product page leads to. */
export type ProductPageOutcome =
  | { readonly kind: 'ok'; readonly data: ProductPageData; readonly seo: SeoData }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 }
  | { readonly kind: 'not-found'; readonly reason: string };

/** Attributes never listed among the technical attributes. */
const hiddenAttributes = new Set(['price', 'erin_recommends', 'color', 'size']);

async function lookup(client: ApiClient, sku: string): Promise<Product | null> {
  const { items } = await searchCatalog(client, {
    scope: 'lookup',
    size: 1,
    filters: [{ kind: 'term', field: 'sku', value: sku }],
  });
  return items[0] ?? null;
}

async function linkedProducts(client: ApiClient, skus: readonly string[]): Promise<Record<string, LinkedProductView>> {
  if (skus.length === 0) return {};
  const { items } = await searchCatalog(client, {
    scope: 'linked',
    size: skus.length,
    filters: [{ kind: 'terms', field: 'sku', values: [...new Set(skus)] }],
  });
  return Object.fromEntries(
    items.map((item) => [
      item.sku,
      {
        sku: item.sku,
        name: item.name,
        price: item.price ?? 0,
        priceInclTax: item.price_incl_tax ?? item.price ?? 0,
        inStock: item.stock?.is_in_stock !== false,
        image: item.image ?? null,
        product: { ...item, description: null },
      },
    ]),
  );
}

async function optional<T>(part: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(
      `Product page: ${part} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fallback;
  }
}

/**
 * A product page (SPEC §4 "Product loading"): the product by its sku, refused when disabled (status 2+), a
 * visibility-1 configurable child redirected with a 301 to its parent with the child pre-selected; then its
 * attributes, the products its bundle options or grouped links name, reviews, related products (its category),
 * the size guide and the colour chart.
 */
export async function loadProductPage(input: ProductPageInput): Promise<ProductPageOutcome> {
  const { client } = input;
  const found = await lookup(client, input.sku);
  if (!found) return { kind: 'not-found', reason: `No product ${input.sku}` };
  const outcome = checkProductLoad(found, defaultCatalogSearchConfig);
  if (outcome.kind === 'refused') return { kind: 'not-found', reason: outcome.error.message };
  if (outcome.kind === 'redirect') {
    const parent = await lookup(client, outcome.parentSku);
    if (!parent) return { kind: 'not-found', reason: `No parent ${outcome.parentSku}` };
    return { kind: 'redirect', location: productHref(parent, outcome.childSku), status: 301 };
  }
  const product = found;

  let associated: ReturnType<typeof groupedProductLinks<Product>>;
  try {
    associated = groupedProductLinks(product);
  } catch (error) {
    // SPEC §5: "Product with type grouped has no product_links set!" — the page does not exist (404).
    if (error instanceof CatalogError) return { kind: 'not-found', reason: error.message };
    throw error;
  }
  const linkSkus = [
    ...(product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku)),
    ...associated.map((link) => link.linked_product_sku),
  ];
  const categoryIds = (product.category_ids ?? []).map(Number);
  const deepest = input.categories
    .filter((category) => categoryIds.includes(category.id))
    .sort((a, b) => b.level - a.level)[0];
  const record = product as Record<string, unknown>;
  // The size guide helps with products sold by volume or size, and with made-to-measure ones.
  const sizedBy = ['volume', 'volume_m3', 'size', 'made_to_measure'].some(
    (code) => record[code] !== undefined && record[code] !== null && record[code] !== false && record[code] !== 0,
  );
  const physical = product.type_id !== 'virtual' && product.type_id !== 'downloadable' && sizedBy;

  const [attributes, linked, reviews, related, taxRules, sizeGuide] = await Promise.all([
    optional('attributes', async () => (await client.catalog.search({ type: 'attribute', size: 150 })).items, []),
    linkedProducts(client, linkSkus),
    optional('reviews', () => fetchProductReviews(client, product.id), { items: [], total: 0 }),
    optional('related products', async () => {
      if (!deepest) return [];
      const { items } = await searchCatalog(client, {
        scope: 'catalog',
        size: shopConfig.relatedProductCount + 1,
        filters: [{ kind: 'term', field: 'category_ids', value: deepest.id }],
        include: [...teaserFields],
      });
      return items.filter((item) => item.sku !== product.sku).slice(0, shopConfig.relatedProductCount);
    }, []),
    optional('tax rules', async () => (await client.catalog.search({ type: 'taxrule', size: 150 })).items, []),
    physical
      ? optional(
          'size guide',
          async () => {
            const page = await client.cms.page('size-guide');
            return { title: page.title ?? page.identifier, html: sanitizeHtml(page.content, { demoteH1: true }) };
          },
          null,
        )
      : Promise.resolve(null),
  ]);

  if (product.type_id === 'grouped' && Object.keys(linked).length === 0) {
    return { kind: 'not-found', reason: `None of the products grouped in ${product.sku} is available` };
  }

  const byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute]));
  const configurableOptions = configurableOptionViews(product, (code) => byCode.get(code)?.frontend_label);
  const technical = attributes
    .filter(
      (attribute) =>
        !hiddenAttributes.has(attribute.attribute_code) &&
        attribute.is_user_defined !== false &&
        attribute.is_visible_on_front !== false &&
        attribute.is_visible_on_front !== 0,
    )
    .flatMap((attribute) => {
      const value = attributeText(attribute, (product as Record<string, unknown>)[attribute.attribute_code]);
      return value
        ? [{ code: attribute.attribute_code, label: attribute.frontend_label ?? attribute.attribute_code, value }]
        : [];
    });
  const colours =
    configurableOptions
      .find((option) => option.code === 'color')
      ?.values.map((value) => ({
        label: value.label,
        color: value.color ?? swatchColor(value.label),
      })) ??
    (() => {
      const colour = byCode.get('color');
      const label = colour ? attributeText(colour, (product as Record<string, unknown>).color) : null;
      return label ? [{ label, color: swatchColor(label) }] : [];
    })();

  const rate =
    findTaxRate(taxRules, { productTaxClassId: Number(product.tax_class_id ?? 0) })?.rate ??
    effectiveTaxRate(product.price ?? 0, product.price_tax ?? 0);
  const average =
    reviews.items.length > 0
      ? Math.round((reviews.items.reduce((sum, review) => sum + review.rating, 0) / reviews.items.length) * 10) / 10
      : 0;

  const trail = deepest ? categoryTrail(input.categories, deepest.id) : [];
  const href = productHref(product);
  const breadcrumbs = [...trail, { label: product.name, href }];
  const images = [
    ...new Set([product.image, ...(product.media_gallery ?? []).map((entry) => entry.image)].filter(Boolean)),
  ] as string[];
  const truthy = (flag: unknown) => flag === true || flag === 1 || flag === '1';

  const data: ProductPageData = {
    product: { ...product, description: null },
    routeName: `${product.type_id}-product`,
    madeToMeasure: truthy((product as Record<string, unknown>).made_to_measure),
    taxRate: rate,
    images,
    descriptionHtml: sanitizeHtml(product.description, { demoteH1: true }),
    shortDescription: plainText(product.short_description),
    configurableOptions,
    requestedChildSku: input.childSku,
    linked,
    attributes: technical,
    reviews: { items: reviews.items, total: reviews.total, average },
    related: related.map(toProductTeaser),
    breadcrumbs,
    sizeGuide,
    colourChart: colours,
  };
  const image = images[0] ? imageUrl(images[0])({ width: 900, height: 700 }) : null;
  // The structured data states the price the page shows first (SPEC §4 bundle and grouped pricing).
  const defaultChoices = defaultBundleChoices(product.bundle_options);
  const shownPrice =
    product.type_id === 'bundle'
      ? bundleLivePrice(
          (product.bundle_options ?? []).flatMap((option) => {
            const chosen = defaultChoices[String(option.option_id)] ?? [];
            return option.product_links.flatMap((link) => {
              const linkedProduct = linked[link.sku];
              return chosen.includes(String(link.id)) && linkedProduct
                ? [
                    {
                      sku: link.sku,
                      qty: link.qty,
                      price: linkedProduct.price,
                      priceInclTax: linkedProduct.priceInclTax,
                    },
                  ]
                : [];
            });
          }),
          rate,
        ).amount
      : product.type_id === 'grouped'
        ? groupedLivePrice(
            associated.map((link) => ({
              qty: link.qty ?? 1,
              priceInclTax: linked[link.linked_product_sku]?.priceInclTax ?? 0,
            })),
            rate,
          ).amount
        : (product.price_incl_tax ?? product.final_price ?? product.price ?? 0);
  const seo = pageSeo({
    origin: input.origin,
    store: input.store,
    path: href,
    title: typeof product.meta_title === 'string' && product.meta_title ? product.meta_title : product.name,
    description:
      (typeof product.meta_description === 'string' && product.meta_description) ||
      product.short_description ||
      product.description,
    ogType: 'product',
    image,
    jsonLd: [
      productJsonLd({ origin: input.origin, product, image, reviews: data.reviews, url: href, price: shownPrice }),
      breadcrumbJsonLd(input.origin, [{ label: input.labels.home, href: '/' }, ...breadcrumbs]),
    ],
  });
  return { kind: 'ok', data, seo };
}
