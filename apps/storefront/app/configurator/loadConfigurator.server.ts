import { measureOf } from '@citerne/product';
import { msg } from '@lingui/core/macro';
import { productHref } from '../catalog/productHref';
import { searchCatalog } from '../catalog/searchCatalog';
import type { PageContext } from '../page/pageContext.server';
import { pageSeo, plainText } from '../seo/pageSeo';
import type { ConfiguratorEntry } from './ConfiguratorEntry';
import { CONFIGURATOR_PATH, configurationHref } from './configuratorPath';

/**
 * The made-to-measure products a visitor can configure (issue 17): those of the catalogue flagged `made_to_measure`
 * whose measure rules are set, tanks first.
 */
export async function loadConfiguratorEntries(page: Pick<PageContext, 'api'>): Promise<ConfiguratorEntry[]> {
  const { items } = await searchCatalog(page.api.client, {
    scope: 'catalog',
    size: 50,
    filters: [{ kind: 'term', field: 'made_to_measure', value: true }],
    sort: { field: 'id', order: 'asc' },
  });
  return items
    .flatMap((product) => {
      const measure = measureOf(product);
      return measure
        ? [
            {
              sku: product.sku,
              name: product.name,
              summary: plainText(product.short_description),
              image: product.image ?? null,
              configureHref: configurationHref(product),
              productHref: productHref(product),
              fromPrice: product.price_incl_tax ?? product.price ?? 0,
              shape: measure.shape,
            },
          ]
        : [];
    })
    .sort((a, b) => (a.shape === b.shape ? 0 : a.shape === 'tank' ? -1 : 1));
}

/** The `/configurator` page's data: the products and the page's SEO. */
export async function loadConfigurator(page: PageContext) {
  const entries = await loadConfiguratorEntries(page);
  const seo = pageSeo({
    origin: page.api.origin,
    store: page.store,
    path: CONFIGURATOR_PATH,
    title: page.i18n._(msg`Made-to-measure configurator`),
    description: page.i18n._(
      msg`Configure a soft tank, a tarpaulin or a pergola cover to your dimensions: live volume or area and price, made in our French workshop.`,
    ),
  });
  return { entries, seo };
}
