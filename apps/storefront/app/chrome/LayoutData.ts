import type { CategoryLink } from '../catalog/CategoryLink';

/** What every page of the default layout shows besides its own content. */
export interface LayoutData {
  readonly categories: readonly CategoryLink[];
  /** Sanitised HTML of the CMS block `footer-product-link` (SPEC §2 "Footer"), empty when inactive. */
  readonly footerProductLinks: string;
  /** The promotions modal (SPEC §2): the CMS block `modal-all-page` when it is active. */
  readonly promotion: { readonly title: string; readonly html: string } | null;
}

/** The query key of the layout data of a store. */
export const layoutKey = (storeCode: string) => ['layout', storeCode] as const;
