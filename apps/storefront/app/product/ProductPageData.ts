import type { Product } from '@citerne/core-api/contract';
import type { ProductTeaser } from '../catalog/ProductTeaser';
import type { ShopReview } from '../review/reviewCalls';

/** A product linked to the page's product (bundle choices, grouped items), priced. */
export interface LinkedProductView {
  readonly sku: string;
  readonly name: string;
  readonly price: number;
  readonly priceInclTax: number;
  readonly inStock: boolean;
  readonly image: string | null;
  /** The loaded product, handed to the cart with a grouped product. */
  readonly product: Product;
}

/** A value of a configurable option. */
export interface OptionValueView {
  readonly id: string;
  readonly label: string;
  /** Swatch colour of a colour option. */
  readonly color?: string;
}

/** A configurable option (SPEC §3 "Configurable option"; values with an empty label dropped). */
export interface ConfigurableOptionView {
  readonly code: string;
  readonly attributeId: string;
  readonly label: string;
  readonly values: readonly OptionValueView[];
}

/** What a product page shows (SPEC §2 "Product page"). */
export interface ProductPageData {
  /** The catalogue product (without its description), handed to the cart as it is. */
  readonly product: Product;
  readonly routeName: string;
  /** SPEC §2 "made to measure": the 14-day withdrawal right does not apply. */
  readonly madeToMeasure: boolean;
  /** VAT rate of the product, in percent (for the live price). */
  readonly taxRate: number;
  readonly images: readonly string[];
  readonly descriptionHtml: string;
  readonly shortDescription: string;
  readonly configurableOptions: readonly ConfigurableOptionView[];
  /** The variant asked in the URL (path or `?childSku=`). */
  readonly requestedChildSku: string | null;
  readonly linked: Readonly<Record<string, LinkedProductView>>;
  /** Technical attributes with their labels. */
  readonly attributes: readonly { readonly code: string; readonly label: string; readonly value: string }[];
  readonly reviews: { readonly items: readonly ShopReview[]; readonly total: number; readonly average: number };
  readonly related: readonly ProductTeaser[];
  readonly breadcrumbs: readonly { readonly label: string; readonly href: string }[];
  /** Sanitised HTML of the size guide (CMS page `size-guide`), for products sold by size. */
  readonly sizeGuide: { readonly title: string; readonly html: string } | null;
  /** The colour chart: the colours the product is made in. */
  readonly colourChart: readonly { readonly label: string; readonly color: string }[];
}

/** The query key of a product page. */
export const productPageKey = (storeCode: string, sku: string) => ['product', storeCode, sku] as const;
