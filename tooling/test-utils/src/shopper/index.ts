// @repo/test-utils/shopper: the shopper model of the cart guarantee's property suites (vitest, fast-check).

export {
  assertFinal,
  inStep,
  newShopperModel,
  type ShopperBrowser,
  type ShopperCommandsOptions,
  type ShopperDriver,
  type ShopperModel,
  shopperCommands,
} from './shopperCommands';
