import { measureOf } from '@citerne/product';
import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { loadCategories } from '../catalog/loadCategories.server';
import { notFound } from '../page/notFound.server';
import type { PageContext } from '../page/pageContext.server';
import { loadProductPage } from '../product/loadProductPage.server';
import { pageSeo } from '../seo/pageSeo';
import { storePath } from '../storeView/storePath';
import type { ConfigurationPageData } from './ConfigurationPageData';
import { configurationHref } from './configuratorPath';

/**
 * The configuration page's data (`/configuration/{parentSku}/{slug}`, issue 17): the product loaded as its page loads
 * it (SPEC §4 "Product loading"), a 404 for a product without measure rules, a 301 to the right slug.
 */
export async function loadConfiguration(page: PageContext, sku: string, requestedSlug: string) {
  const outcome = await loadProductPage({
    client: page.api.client,
    sku,
    childSku: null,
    categories: await loadCategories(page.api.client),
    store: page.store,
    origin: page.api.origin,
    labels: { home: page.i18n._(msg`Home`) },
  });
  if (outcome.kind !== 'ok') throw notFound(page, outcome.kind === 'not-found' ? outcome.reason : `No product ${sku}`);
  const { product } = outcome.data;
  const { name } = product;
  const measure = measureOf(product);
  if (!measure) throw notFound(page, `${sku} is not made to measure`);
  const href = configurationHref(product);
  if (decodeURIComponent(href.split('/').at(-1) ?? '') !== requestedSlug)
    throw redirect(storePath(page.store, href), 301);
  const data: ConfigurationPageData = {
    product: outcome.data.product,
    measure,
    taxRate: outcome.data.taxRate,
    image: outcome.data.images[0] ?? null,
    productHref: outcome.data.breadcrumbs.at(-1)?.href ?? '/',
    shortDescription: outcome.data.shortDescription,
  };
  const seo = pageSeo({
    origin: page.api.origin,
    store: page.store,
    path: href,
    title: page.i18n._(msg`Configure ${name} to measure`),
    description: page.i18n._(
      msg`Enter your dimensions, choose the fabric, the colour and the accessories: the volume or area and the price follow live.`,
    ),
  });
  return { data, seo };
}
