import type { FilterGroup } from '@citerne/ui-kit';
import type { ProductTeaser } from '../catalog/ProductTeaser';

/** What a category page shows (SPEC §2 "Category page"). */
export interface CategoryPageData {
  readonly category: {
    readonly id: number;
    readonly name: string;
    readonly urlKey: string;
    /** Sanitised HTML. */
    readonly descriptionHtml: string;
    readonly shortDescription: string;
  };
  /** From the top category down to this one. */
  readonly breadcrumbs: readonly { readonly label: string; readonly href: string }[];
  readonly products: readonly ProductTeaser[];
  readonly total: number;
  /** From 1. */
  readonly page: number;
  readonly pageCount: number;
  /** The sort applied, as it travels in the URL (`price:asc`). */
  readonly sort: string;
  readonly defaultSort: string;
  readonly filters: readonly FilterGroup[];
  /** Chosen option ids per filter code. */
  readonly selected: Readonly<Record<string, readonly string[]>>;
  /**
   * `empty`: the category lists no product, or `failed`: the list could not be loaded (both show the SPEC §8
   * warning); `no-match`: the chosen filters match nothing.
   */
  readonly status: 'ok' | 'empty' | 'failed' | 'no-match';
}

/** The query key of a category page: its store, category and route query. */
export const categoryPageKey = (storeCode: string, categoryId: number, search: string) =>
  ['category', storeCode, categoryId, search] as const;
