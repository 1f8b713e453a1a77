import { ValidationError } from '@citerne/core-api';
import { categoryRouteData } from '../category/categoryRouteData.server';
import { cmsRouteData } from '../cms/cmsRouteData.server';
import { productRouteData } from '../product/productRouteData.server';
import { notFound } from './notFound.server';
import type { PageContext } from './pageContext.server';

/**
 * SPEC §2 "Unknown URLs are resolved through a URL-mapping step that turns them into product, category or
 * CMS-page routes": the page's path (without its store segment) goes to `POST /api/url/map`; a product, category
 * or CMS page is rendered at that URL; no mapping (logged, SPEC §8) gives the not-found page with a 404.
 */
export async function resolveUrl(page: PageContext) {
  let mapping: Awaited<ReturnType<PageContext['api']['client']['url']['map']>>;
  try {
    mapping = await page.api.client.url.map({ url: page.path });
  } catch (error) {
    // A path the mapping refuses (odd characters) maps to nothing.
    if (error instanceof ValidationError) mapping = null;
    else throw error;
  }
  if (!mapping) {
    console.info(`No URL mapping for ${page.path}`);
    throw notFound(page, `No URL mapping for ${page.path}`);
  }
  switch (mapping._type) {
    case 'product':
      return productRouteData(page, mapping._source.sku, page.url.searchParams.get('childSku'), null);
    case 'category':
      return categoryRouteData(page, mapping._source);
    case 'cms_page':
      return cmsRouteData(page, mapping._source, page.path);
    default:
      return mapping satisfies never;
  }
}
