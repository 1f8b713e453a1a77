import type { Banner, StoreContent } from '@citerne/core-api/contract';
import type { ProductTeaser } from '../catalog/ProductTeaser';
import type { ReviewSummaryData, ShopReview } from '../review/reviewCalls';

/**
 * One of the latest reviews shown on the home page (SPEC §3 "Homepage data", pilot (reviews)), with the product it is
 * about when it is a product review of the shop (the review service's are about the shop, and name no product).
 */
export interface HomeReview extends ShopReview {
  readonly product: { readonly name: string; readonly href: string } | null;
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
  readonly reviews: {
    readonly summary: ReviewSummaryData | null;
    readonly latest: readonly HomeReview[];
    /** Where the latest reviews come from: the third-party review service, or the reviews published here. */
    readonly latestSource: 'shop' | 'review-service';
  };
}

/** The query key of a store's home page data. */
export const homeKey = (storeCode: string) => ['home', storeCode] as const;
