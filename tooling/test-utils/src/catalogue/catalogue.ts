import type { Product } from '@citerne/core-api/contract';
import { cartProducts } from './cartCatalogue';
import { fixtureProducts } from './commerceFixtureProducts';
import { shopProducts } from './shopProducts';
import { storyCatalogue } from './storyCatalogue';

/**
 * Every product of the tests and stories, once: what the fake cart servers sell. The named lists are the views
 * the tests start from (`cartProducts` for the package tests, `storyCatalogue` for the stories, `fixtureProducts`
 * for the API's database, `shopProducts` for the fake HTTP shop); a sku and an id belong to one product only.
 * @example
 * createFakeCartServer(catalogue).backend();
 */
export const catalogue: readonly Product[] = [
  ...cartProducts,
  ...Object.values(storyCatalogue).filter((product) => !cartProducts.includes(product)),
  ...fixtureProducts,
  ...shopProducts,
];
