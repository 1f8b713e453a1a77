import type { Attribute, Product } from '@citerne/core-api/contract';
import { Breadcrumbs, CompareTable, EmptyState, Link, Skeleton } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { browserApi } from '../api/browserApi';
import { imageUrl } from '../catalog/imageUrl';
import { toProductTeaser } from '../catalog/ProductTeaser';
import { searchCatalog } from '../catalog/searchCatalog';
import { useSavedLists } from '../saved/savedLists';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { compareRows } from './compareRows';
import { useSavedStoresReady } from './useSavedStoresReady';
import './lists.css';

type Loaded = {
  readonly key: string;
  readonly products: readonly Product[];
  readonly attributes: readonly Attribute[];
};

/**
 * `/compare` (SPEC §2 "Compare products"): the products of the compare list side by side — price and every
 * comparable attribute of the catalogue — each with a remove button; an empty state when the list is empty. The list
 * lives in the browser, so the products and attributes load in the browser.
 */
export function ComparePage() {
  const { t } = useLingui();
  const store = useStoreView();
  const ready = useSavedStoresReady();
  const { compare } = useSavedLists();
  const key = compare.map((item) => item.sku).join('\n');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!ready || key === '') return;
    let live = true;
    const skus = key.split('\n');
    void (async () => {
      try {
        const client = await browserApi();
        const [found, attributes] = await Promise.all([
          searchCatalog(client, {
            scope: 'linked',
            size: skus.length,
            filters: [{ kind: 'terms', field: 'sku', values: skus }],
          }),
          client.catalog.search({ type: 'attribute', size: 150 }),
        ]);
        if (live) {
          setFailed(false);
          setLoaded({ key, products: found.items, attributes: attributes.items });
        }
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [ready, key]);

  const remove = (sku: string) => {
    void import('./savedStores').then(({ savedStores }) => savedStores().compare.remove(sku));
  };

  const products = compare.flatMap((item) => {
    const product = loaded?.products.find((candidate) => candidate.sku === item.sku);
    return product ? [{ item, product }] : [];
  });
  const table = compareRows(
    loaded?.attributes ?? [],
    products.map(({ product }) => product),
    { yes: t`Yes`, no: t`No` },
  );
  const count = compare.length;

  return (
    <article className="lists-page">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: storePath(store, '/') }, { label: t`Compare products` }]}
      />
      <h1>{t`Compare products`}</h1>
      {!ready ? (
        <Skeleton lines={4} />
      ) : count === 0 ? (
        <EmptyState
          icon="compare"
          title={t`No product to compare yet`}
          description={t`Choose "Compare" on up to 4 products to see their features side by side.`}
          action={
            <Link href={storePath(store, '/')} appearance="button">
              {t`Discover our tanks`}
            </Link>
          }
        />
      ) : (
        <>
          <p className="lists-page__lead">
            {t`${plural(count, { one: '# product', other: '# products' })} of 4 at most.`}
          </p>
          {failed ? <p role="alert">{t`The products could not be loaded. Please try again.`}</p> : null}
          {loaded === null && !failed ? (
            <Skeleton lines={6} />
          ) : (
            <CompareTable
              caption={t`Comparison of ${plural(products.length, { one: '# product', other: '# products' })}`}
              rows={table.rows}
              products={products.map(({ item, product }) => {
                const teaser = toProductTeaser(product);
                return {
                  sku: item.sku,
                  name: product.name,
                  href: item.href,
                  ...(teaser.image ? { image: { src: teaser.image, alt: '', imageUrl: imageUrl(teaser.image) } } : {}),
                  price: teaser.price,
                  values: table.values[item.sku] ?? {},
                };
              })}
              labels={{
                attribute: t`Feature`,
                price: t`Price`,
                tax: t`incl. VAT`,
                remove: (name) => t`Remove ${name} from the comparison`,
                removeText: t`Remove`,
                emptyLabel: t`Not specified`,
                scrollRegion: t`Comparison table, scrolls sideways`,
              }}
              onRemove={remove}
            />
          )}
        </>
      )}
    </article>
  );
}
