// @repo/test-utils: the shared fixtures and fakes of the tests and stories (private, never published).
// This entry is browser-safe (the stories use it); the fake HTTP shop (`./shop`, node:http), the shopper
// model of the cart property suites (`./shopper`, vitest) and the pack helper (`./pack`) have their own entries.

export {
  createFakeCartServer,
  type FakeCartServer,
  type FakeCartServerOptions,
} from './cartServer/createFakeCartServer';
export {
  connector,
  installation,
  kit,
  pack,
  pipe,
  pump,
  sheet,
  tank,
  tarpaulin,
  valve,
} from './catalogue/cartCatalogue';
export { catalogue } from './catalogue/catalogue';
export { fixtureProducts } from './catalogue/commerceFixtureProducts';
export { shopProducts } from './catalogue/shopProducts';
export { storyCatalogue } from './catalogue/storyCatalogue';
export { createMemoryStorage, type MemoryStorage } from './storage/createMemoryStorage';
