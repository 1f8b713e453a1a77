import type { Banner, StoreContent } from '@citerne/core-api/contract';
import type { ProductTeaser } from '../catalog/ProductTeaser';
import type { ReviewSummaryData, ShopReview } from '../review/reviewCalls';

/** A review shown on the home page, with the product it is about. */
export interface HomeReview extends ShopReview {
  readonly productName: string;
  readonly productHref: string;
}

/** Everything the home page shows (SPEC §3 "Homepage data"). */
export interface HomeData {
  readonly newProducts: { readonly title: string; readonly products: readonly ProductTeaser[] };
  readonly bestsellers: { readonly title: string; readonly products: readonly ProductTeaser[] };
  readonly slider: { readonly title: string; readonly slides: StoreContent<'slides'> };
  readonly mainBanners: readonly Banner[];
  readonly smallBanners: readonly Banner[];
  readonly productBanners: readonly Banner[];
  readonly instagram: StoreContent<'instagram'>;
  /** Title and message; an array message is joined by spaces (SPEC §3). */
  readonly defaultContent: readonly { readonly title: string; readonly message: string }[];
  readonly reviews: { readonly summary: ReviewSummaryData | null; readonly latest: readonly HomeReview[] };
}

/** The query key of a store's home page data. */
export const homeKey = (storeCode: string) => ['home', storeCode] as const;
