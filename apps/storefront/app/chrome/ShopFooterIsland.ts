import { lazyIsland } from './lazyIsland';

/**
 * The shop's footer (`ShopFooter`) as an island: below the fold on every page, so its code (links, newsletter form,
 * accordions) is not in the first load; it hydrates when the browser is idle (issue 21). One island for both
 * layouts, so a page reached later finds its code loaded.
 *
 * @example
 * <ShopFooterIsland productLinks={layout.footerProductLinks} />
 */
export const ShopFooterIsland = lazyIsland('footer', () => import('./ShopFooter').then((module) => module.ShopFooter));
