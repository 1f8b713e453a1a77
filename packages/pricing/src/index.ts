export type { BundleOption, BundleProduct, BundleProductLink } from './bundle/BundleProduct.js';
export { type BundleDefaultSelection, bundleDefaultSelections } from './bundle/bundleDefaultSelections.js';
export { getBundlePrice } from './bundle/getBundlePrice.js';
export { createPricingConfig } from './config/createPricingConfig.js';
export { defaultPricingConfig } from './config/defaultPricingConfig.js';
export type { PricingConfig } from './config/PricingConfig.js';
export type { PricingErrorCode } from './errors/PricingError.js';
export { PricingError } from './errors/PricingError.js';
export type { PriceFilterRange } from './filters/PriceFilterRange.js';
export type { PriceFilterRangesOptions } from './filters/PriceFilterRangesOptions.js';
export { priceFilterRanges } from './filters/priceFilterRanges.js';
export type { GroupedProduct, GroupedProductLink } from './grouped/GroupedProduct.js';
export { getGroupedPrice } from './grouped/getGroupedPrice.js';
export type { FormatPriceOptions } from './money/FormatPriceOptions.js';
export { formatPrice } from './money/formatPrice.js';
export type { LinkedProduct } from './money/LinkedProduct.js';
export type { PriceBreakdown } from './money/PriceBreakdown.js';
export { priceExclTax } from './money/priceExclTax.js';
export { getCustomOptionsPrice } from './options/getCustomOptionsPrice.js';
export type { SelectedCustomOption } from './options/SelectedCustomOption.js';
export { calculateProductTax } from './product/calculateProductTax.js';
export { isSpecialPriceActive } from './product/isSpecialPriceActive.js';
export { markPricesCurrent } from './product/markPricesCurrent.js';
export type { Priced, PricedProduct } from './product/PricedProduct.js';
export type { PriceFreshness } from './product/PriceFreshness.js';
export type { PriceSource } from './product/PriceSource.js';
export type { PricingProduct } from './product/PricingProduct.js';
export type { ProductPrices } from './product/ProductPrices.js';
export type { TierPrice } from './product/TierPrice.js';
export {
  type AnnouncedReduction,
  announcedReduction,
  REFERENCE_PERIOD_DAYS,
} from './reduction/announcedReduction.js';
export type { PriceHistoryEntry } from './reduction/PriceHistoryEntry.js';
export { priceTimeline } from './reduction/priceTimeline.js';
export { findTaxRate } from './tax/findTaxRate.js';
export type { PriceContext } from './tax/PriceContext.js';
export type { TaxRate } from './tax/TaxRate.js';
export type { TaxRateQuery } from './tax/TaxRateQuery.js';
export type { TaxRule } from './tax/TaxRule.js';
