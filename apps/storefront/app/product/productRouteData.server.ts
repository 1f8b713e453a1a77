import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { dehydratePageData } from '../api/dehydratePageData.server';
import { loadCategories } from '../catalog/loadCategories.server';
import { productHref } from '../catalog/productHref';
import { notFound } from '../page/notFound.server';
import type { PageContext } from '../page/pageContext.server';
import { storePath } from '../storeView/storePath';
import { loadProductPage } from './loadProductPage.server';
import { productPageKey } from './ProductPageData';

/**
 * The loader data of a product page (`/p/{parentSku}/{slug}[/{childSku}]`, `?childSku=`, or URL mapping): a 301
 * to the parent for a visibility-1 child (SPEC §4) and to the right address for a wrong slug; 404 for an unknown
 * or disabled product.
 */
export async function productRouteData(
  page: PageContext,
  sku: string,
  childSku: string | null,
  requestedSlug: string | null,
) {
  const categories = await loadCategories(page.api.client);
  const outcome = await loadProductPage({
    client: page.api.client,
    sku,
    childSku,
    categories,
    store: page.store,
    origin: page.api.origin,
    labels: { home: page.i18n._(msg`Home`) },
  });
  if (outcome.kind === 'redirect') throw redirect(storePath(page.store, outcome.location), outcome.status);
  if (outcome.kind === 'not-found') throw notFound(page, outcome.reason);
  const { product } = outcome.data;
  const slug = product.url_key || product.slug;
  if (requestedSlug !== null && slug && requestedSlug !== slug) {
    const search = page.url.search;
    throw redirect(`${storePath(page.store, productHref(product, childSku ?? undefined))}${search}`, 301);
  }
  const dataKey = productPageKey(page.store.code, product.sku);
  return {
    kind: 'product' as const,
    dataKey,
    routeName: outcome.data.routeName,
    dehydratedState: dehydratePageData([[dataKey, outcome.data]]),
    seo: outcome.seo,
  };
}
