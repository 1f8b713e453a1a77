import { ProductCard } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { getApiFetch } from '../api/serverFetchContext';
import { newProductsQuery } from '../catalog/newProductsQuery';
import { productHref } from '../catalog/productHref';
import { productImageUrl } from '../catalog/productImageUrl';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Citernes souples, bâches et toiles de pergola – fabricant français' },
    {
      name: 'description',
      content:
        'Citernes souples pour eau de pluie, eau potable et réserve incendie, bâches et toiles d’ombrage fabriquées en France.',
    },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(newProductsQuery(getApiFetch(context, request)));
  return { dehydratedState: dehydrate(queryClient) };
}

function NewProducts() {
  const { t } = useLingui();
  const { data: products = [] } = useQuery(newProductsQuery(fetch));
  return (
    <section aria-labelledby="new-products">
      <h2 id="new-products">{t`New products`}</h2>
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.sku}>
            <ProductCard
              name={product.name}
              href={productHref(product)}
              image={{ src: product.image ?? '', alt: '', imageUrl: productImageUrl(product.image ?? '') }}
              priority={index < 2}
              price={product.price}
              priceLabels={{ tax: t`incl. VAT` }}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <h1>{t`Soft water tanks made in France`}</h1>
      <NewProducts />
    </HydrationBoundary>
  );
}
