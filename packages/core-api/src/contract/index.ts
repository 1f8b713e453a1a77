// The contract of the shop API (SPEC §7): valibot schemas and inferred types of every request and
// answer, shared by the API (which validates requests with them) and the clients (which validate answers).

export type { Address } from './address/address';
export { AddressSchema } from './address/address';
export { addressFields } from './address/addressFields';
export type { CartAddressInput } from './address/cartAddressInput';
export { CartAddressInputSchema } from './address/cartAddressInput';
export { CountryIdSchema } from './address/countryId';
export type { OrderAddressInput } from './address/orderAddressInput';
export { OrderAddressInputSchema } from './address/orderAddressInput';
export type { OrderBillingAddressInput } from './address/orderBillingAddressInput';
export { OrderBillingAddressInputSchema } from './address/orderBillingAddressInput';
export type { ShippingMethodsAddress } from './address/shippingMethodsAddress';
export { ShippingMethodsAddressSchema } from './address/shippingMethodsAddress';
export type { UserAddressInput } from './address/userAddressInput';
export { UserAddressInputSchema } from './address/userAddressInput';
export type { Attribute } from './attribute/attribute';
export { AttributeSchema } from './attribute/attribute';
export type { ApiCallName } from './call/apiCalls';
export { apiCalls } from './call/apiCalls';
export { baseQueryFields } from './call/baseQueryFields';
export type {
  ApiCall,
  CallAuth,
  CallBody,
  CallBodyInput,
  CallMeta,
  CallParamsInput,
  CallQuery,
  CallQueryInput,
  CallResult,
  CallResultInput,
  HttpMethod,
} from './call/defineCall';
export { defineCall } from './call/defineCall';
export type { TokenQuery } from './call/tokenQuery';
export { TokenQuerySchema } from './call/tokenQuery';
export type { CartApplyCouponQuery } from './cart/cartApplyCouponCall';
export { CartApplyCouponQuerySchema, cartApplyCouponCall } from './cart/cartApplyCouponCall';
export type { CartCollectTotalsRequest } from './cart/cartCollectTotalsCall';
export { CartCollectTotalsRequestSchema, cartCollectTotalsCall } from './cart/cartCollectTotalsCall';
export type { CartCreateQuery } from './cart/cartCreateCall';
export { CartCreateQuerySchema, cartCreateCall } from './cart/cartCreateCall';
export type { CartDeleteRequest } from './cart/cartDeleteCall';
export { CartDeleteRequestSchema, cartDeleteCall } from './cart/cartDeleteCall';
export { cartDeleteCouponCall } from './cart/cartDeleteCouponCall';
export type { CartItem } from './cart/cartItem';
export { CartItemSchema } from './cart/cartItem';
export { cartPaymentMethodsCall } from './cart/cartPaymentMethodsCall';
export { cartPullCall } from './cart/cartPullCall';
export type { CartQuery } from './cart/cartQuery';
export { CartQuerySchema } from './cart/cartQuery';
export type { CartShippingInformationRequest, CartShippingInformationResult } from './cart/cartShippingInformationCall';
export {
  CartShippingInformationRequestSchema,
  CartShippingInformationResultSchema,
  cartShippingInformationCall,
} from './cart/cartShippingInformationCall';
export type { CartShippingMethodsRequest } from './cart/cartShippingMethodsCall';
export { CartShippingMethodsRequestSchema, cartShippingMethodsCall } from './cart/cartShippingMethodsCall';
export { cartTotalsCall } from './cart/cartTotalsCall';
export type { CartItemInput, CartUpdateRequest } from './cart/cartUpdateCall';
export { CartItemInputSchema, CartUpdateRequestSchema, cartUpdateCall } from './cart/cartUpdateCall';
export { MAX_LINE_QTY } from './cart/maxLineQty';
export type { PaymentMethod } from './cart/paymentMethod';
export { PaymentMethodSchema } from './cart/paymentMethod';
export type { ServerCartItem } from './cart/serverCartItem';
export { ServerCartItemSchema } from './cart/serverCartItem';
export type { ShippingMethod } from './cart/shippingMethod';
export { ShippingMethodSchema } from './cart/shippingMethod';
export type { TotalSegment } from './cart/totalSegment';
export { TotalSegmentSchema } from './cart/totalSegment';
export type { Totals, TotalsItem } from './cart/totals';
export { TotalsItemSchema, TotalsSchema } from './cart/totals';
export type { CatalogEntityType } from './catalog/catalogEntityType';
export { CatalogEntityTypeSchema } from './catalog/catalogEntityType';
export type { CatalogSearchQuery } from './catalog/catalogSearchCall';
export {
  CatalogSearchQuerySchema,
  catalogSearchCall,
  DEFAULT_SEARCH_SIZE,
  MAX_SEARCH_SIZE,
} from './catalog/catalogSearchCall';
export type { Aggregation, CatalogSearchResult } from './catalog/catalogSearchResult';
export { AggregationSchema, CatalogSearchResultSchema, catalogSearchResultSchema } from './catalog/catalogSearchResult';
export type { ProductRenderInfo } from './catalog/productRenderInfo';
export { ProductRenderInfoSchema } from './catalog/productRenderInfo';
export type { ProductRenderListQuery } from './catalog/productRenderListCall';
export { ProductRenderListQuerySchema, productRenderListCall } from './catalog/productRenderListCall';
export type { Category } from './category/category';
export { CategorySchema } from './category/category';
export type { Claim } from './claim/claim';
export { ClaimSchema } from './claim/claim';
export type { CmsBlock } from './cms/cmsBlock';
export { CmsBlockSchema } from './cms/cmsBlock';
export { cmsBlockCall } from './cms/cmsBlockCall';
export type { CmsPage } from './cms/cmsPage';
export { CmsPageSchema } from './cms/cmsPage';
export { cmsPageCall } from './cms/cmsPageCall';
export type { CmsParams } from './cms/cmsParams';
export { CmsParamsSchema } from './cms/cmsParams';
export type { ContactRequest } from './contact/contactCall';
export { ContactRequestSchema, contactCall } from './contact/contactCall';
export type { SlidePhotoQuery } from './content/slidePhotoCall';
export { SlidePhotoQuerySchema, slidePhotoCall } from './content/slidePhotoCall';
export { PUBLIC_STORE_CONTENT_KINDS, StoreContentParamsSchema, storeContentCall } from './content/storeContentCall';
export type { Banner, StoreContent, StoreContentKind } from './content/storeContentSchemas';
export { storeContentSchemas } from './content/storeContentSchemas';
export type { Envelope, ErrorEnvelope, ErrorResult } from './envelope/envelope';
export { ErrorEnvelopeSchema, ErrorResultSchema, envelopeSchema, errorResultMessage } from './envelope/envelope';
export { CartIdSchema } from './field/cartId';
export { commaList } from './field/commaList';
export { EmailSchema } from './field/email';
export { EmailAddressSchema } from './field/emailAddress';
export { FlexibleIdSchema } from './field/flexibleId';
export { positiveInteger } from './field/positiveInteger';
export { queryInteger } from './field/queryInteger';
export { SkuSchema } from './field/sku';
export { TokenSchema } from './field/token';
export { trimmedText } from './field/trimmedText';
export { mailTokenCall } from './mail/mailTokenCall';
export type { SendMailRequest } from './mail/sendMailCall';
export { SendMailRequestSchema, sendMailCall } from './mail/sendMailCall';
export type { Newsletter } from './newsletter/newsletter';
export { NewsletterSchema } from './newsletter/newsletter';
export type { NewsletterStatus } from './newsletter/newsletterStatus';
export { NewsletterStatusSchema } from './newsletter/newsletterStatus';
export type { NewsletterStatusQuery } from './newsletter/newsletterStatusCall';
export { NewsletterStatusQuerySchema, newsletterStatusCall } from './newsletter/newsletterStatusCall';
export type { NewsletterSubscribeRequest } from './newsletter/newsletterSubscribeCall';
export { NewsletterSubscribeRequestSchema, newsletterSubscribeCall } from './newsletter/newsletterSubscribeCall';
export type { NewsletterUnsubscribeRequest } from './newsletter/newsletterUnsubscribeCall';
export { NewsletterUnsubscribeRequestSchema, newsletterUnsubscribeCall } from './newsletter/newsletterUnsubscribeCall';
export type { NewsletterUnsubscribeLinkRequest } from './newsletter/newsletterUnsubscribeLinkCall';
export {
  NewsletterUnsubscribeLinkRequestSchema,
  newsletterUnsubscribeLinkCall,
} from './newsletter/newsletterUnsubscribeLinkCall';
export type { Notification, NotificationType } from './notification/notification';
export { NOTIFICATION_TYPES, NotificationSchema, NotificationTypeSchema } from './notification/notification';
export type { Order } from './order/order';
export { OrderSchema } from './order/order';
export type { OrderCreateAccountRequest } from './order/orderCreateAccountCall';
export { OrderCreateAccountRequestSchema, orderCreateAccountCall } from './order/orderCreateAccountCall';
export type { OrderHistoryQuery, OrderHistoryResult } from './order/orderHistoryCall';
export {
  ORDER_HISTORY_PAGE_SIZE,
  OrderHistoryQuerySchema,
  OrderHistoryResultSchema,
  orderHistoryCall,
} from './order/orderHistoryCall';
export type { ReorderResult } from './order/orderReorderCall';
export { orderReorderCall, ReorderResultSchema } from './order/orderReorderCall';
export type { RetryPaymentRequest, RetryPaymentResult } from './order/orderRetryPaymentCall';
export {
  orderRetryPaymentCall,
  RetryPaymentRequestSchema,
  RetryPaymentResultSchema,
} from './order/orderRetryPaymentCall';
export type { OrderViewQuery } from './order/orderViewCall';
export { OrderViewParamsSchema, OrderViewQuerySchema, orderViewCall } from './order/orderViewCall';
export type { PlaceOrderRequest, PlaceOrderResult } from './order/placeOrderCall';
export { PlaceOrderRequestSchema, PlaceOrderResultSchema, placeOrderCall } from './order/placeOrderCall';
export type { PaymentNotification } from './payment/paymentNotifyCall';
export { PaymentNotificationSchema, paymentNotifyCall } from './payment/paymentNotifyCall';
export type { BundleOption, BundleProductLink } from './product/bundleOption';
export { BundleOptionSchema, BundleProductLinkSchema } from './product/bundleOption';
export type { ConfigurableChild } from './product/configurableChild';
export { ConfigurableChildSchema } from './product/configurableChild';
export type { ConfigurableOption } from './product/configurableOption';
export { ConfigurableOptionSchema } from './product/configurableOption';
export type { CustomAttribute } from './product/customAttribute';
export { CustomAttributeSchema } from './product/customAttribute';
export type { CustomOption, CustomOptionType, CustomOptionValue } from './product/customOption';
export { CustomOptionSchema, CustomOptionTypeSchema, CustomOptionValueSchema } from './product/customOption';
export { priceFields } from './product/priceFields';
export type { Product } from './product/product';
export { ProductSchema } from './product/product';
export type { ProductLink } from './product/productLink';
export { ProductLinkSchema } from './product/productLink';
export type { MeasureDimension, MeasureExclusion, ProductMeasure } from './product/productMeasure';
export {
  MeasureDimensionSchema,
  MeasureExclusionSchema,
  ProductMeasureSchema,
} from './product/productMeasure';
export type { ProductOption } from './product/productOption';
export { ProductOptionSchema } from './product/productOption';
export type { ProductOptionInput } from './product/productOptionInput';
export { ProductOptionInputSchema } from './product/productOptionInput';
export type { ProductStock } from './product/productStock';
export { ProductStockSchema } from './product/productStock';
export type { ProductType } from './product/productType';
export { ProductTypeSchema } from './product/productType';
export type { TierPrice } from './product/tierPrice';
export { TierPriceSchema } from './product/tierPrice';
export type { Review } from './review/review';
export { MAX_REVIEW_RATING, REVIEW_DISPLAY_YEARS, ReviewSchema } from './review/review';
export type { ReviewCreateRequest } from './review/reviewCreateCall';
export { ReviewCreateRequestSchema, reviewCreateCall } from './review/reviewCreateCall';
export type { LatestReview, LatestReviews } from './review/reviewLatestCall';
export {
  LATEST_REVIEW_COUNT,
  LatestReviewSchema,
  LatestReviewsSchema,
  reviewLatestCall,
} from './review/reviewLatestCall';
export type { ReviewListQuery, ReviewListResult } from './review/reviewListCall';
export {
  MAX_REVIEW_PAGE_SIZE,
  ReviewListQuerySchema,
  ReviewListResultSchema,
  reviewListCall,
} from './review/reviewListCall';
export type { ReviewReportRequest } from './review/reviewReportCall';
export { REVIEW_REPORT_REASONS, ReviewReportRequestSchema, reviewReportCall } from './review/reviewReportCall';
export type { ReviewSummary } from './review/reviewSummaryCall';
export { ReviewSummarySchema, reviewSummaryCall } from './review/reviewSummaryCall';
export { EXAMPLE_SELLER_IDENTITY } from './shop/exampleSellerIdentity';
export type { SellerIdentity, SellerIdentityInput } from './shop/sellerIdentity';
export { SellerIdentitySchema } from './shop/sellerIdentity';
export { sellerIdentityCall } from './shop/sellerIdentityCall';
export { sellerLegalLine, sellerTextValues } from './shop/sellerTexts';
export type { ShippingTerms } from './shop/shippingTerms';
export { ShippingTermsSchema } from './shop/shippingTerms';
export { shippingTermsCall } from './shop/shippingTermsCall';
export type { QueuedStockCheck } from './stock/queuedStockCheck';
export { QueuedStockCheckSchema } from './stock/queuedStockCheck';
export type { StockCheckQuery } from './stock/stockCheckCall';
export { StockCheckQuerySchema, stockCheckCall } from './stock/stockCheckCall';
export type { StockItem } from './stock/stockItem';
export { StockItemSchema } from './stock/stockItem';
export type { StockListQuery } from './stock/stockListCall';
export { STOCK_LIST_CHUNK_SIZE, StockListQuerySchema, stockListCall } from './stock/stockListCall';
export type { StockStatus } from './stock/stockStatus';
export { StockStatusSchema } from './stock/stockStatus';
export type { SyncTask, SyncTaskPayload } from './sync/syncTask';
export { SyncTaskPayloadSchema, SyncTaskSchema } from './sync/syncTask';
export { TaxRuleSchema } from './tax/taxRule';
export type { UrlMapRequest } from './url/urlMapCall';
export { UrlMapRequestSchema, urlMapCall } from './url/urlMapCall';
export type { UrlMapping } from './url/urlMapping';
export { UrlMappingSchema } from './url/urlMapping';
export type { UrlResolveQuery } from './url/urlResolveCall';
export { UrlResolveQuerySchema, urlResolveCall } from './url/urlResolveCall';
export type { CustomerDataExport } from './user/customerDataExport';
export { CUSTOMER_EXPORT_FORMAT, CustomerDataExportSchema } from './user/customerDataExport';
export type { CustomerReview } from './user/customerReview';
export { CustomerReviewSchema, CustomerReviewStatusSchema } from './user/customerReview';
export type { LoyaltyCard } from './user/loyaltyCard';
export { LoyaltyCardSchema } from './user/loyaltyCard';
export { PasswordSchema } from './user/password';
export type { UserChangePasswordRequest, UserChangePasswordResult } from './user/userChangePasswordCall';
export {
  UserChangePasswordRequestSchema,
  UserChangePasswordResultSchema,
  userChangePasswordCall,
} from './user/userChangePasswordCall';
export type { UserCreateRequest } from './user/userCreateCall';
export { UserCreateRequestSchema, userCreateCall } from './user/userCreateCall';
export type { UserCreatePasswordRequest } from './user/userCreatePasswordCall';
export { UserCreatePasswordRequestSchema, userCreatePasswordCall } from './user/userCreatePasswordCall';
export type { UserDeleteRequest } from './user/userDeleteCall';
export { UserDeleteRequestSchema, userDeleteCall } from './user/userDeleteCall';
export { userExportCall } from './user/userExportCall';
export type { UserLoginAsCustomerRequest } from './user/userLoginAsCustomerCall';
export { UserLoginAsCustomerRequestSchema, userLoginAsCustomerCall } from './user/userLoginAsCustomerCall';
export type { UserLoginQuery, UserLoginRequest } from './user/userLoginCall';
export { UserLoginMetaSchema, UserLoginQuerySchema, UserLoginRequestSchema, userLoginCall } from './user/userLoginCall';
export { userLogoutCall } from './user/userLogoutCall';
export { userLoyaltyCall } from './user/userLoyaltyCall';
export { userMeCall } from './user/userMeCall';
export type { UserProfile } from './user/userProfile';
export { UserProfileSchema } from './user/userProfile';
export type { UserRefreshRequest } from './user/userRefreshCall';
export { UserRefreshRequestSchema, userRefreshCall } from './user/userRefreshCall';
export type { UserResetLinkQuery } from './user/userResetLinkCall';
export { UserResetLinkQuerySchema, userResetLinkCall } from './user/userResetLinkCall';
export type { UserResetPasswordRequest } from './user/userResetPasswordCall';
export { UserResetPasswordRequestSchema, userResetPasswordCall } from './user/userResetPasswordCall';
export { userReviewsCall } from './user/userReviewsCall';
export type { UserUpdateMeRequest } from './user/userUpdateMeCall';
export { UserUpdateMeRequestSchema, userUpdateMeCall } from './user/userUpdateMeCall';
export type { UserWishlistAddRequest } from './user/userWishlistAddCall';
export { UserWishlistAddRequestSchema, userWishlistAddCall } from './user/userWishlistAddCall';
export { userWishlistCall } from './user/userWishlistCall';
export type { UserWishlistRemoveRequest } from './user/userWishlistRemoveCall';
export { UserWishlistRemoveRequestSchema, userWishlistRemoveCall } from './user/userWishlistRemoveCall';
export type { WishlistItem } from './user/wishlistItem';
export { WISHLIST_LIMIT, WishlistItemSchema, WishlistSkuSchema } from './user/wishlistItem';
export type {
  WithdrawableLine,
  WithdrawableOrder,
  WithdrawalAccess,
  WithdrawalReceipt,
  WithdrawalRefusal,
} from './withdrawal/withdrawal';
export {
  WITHDRAWAL_REFUSALS,
  WithdrawableOrderSchema,
  WithdrawalAccessSchema,
  WithdrawalReceiptSchema,
} from './withdrawal/withdrawal';
export { withdrawalLookupCall } from './withdrawal/withdrawalLookupCall';
export type { WithdrawalSubmitRequest } from './withdrawal/withdrawalSubmitCall';
export { WithdrawalSubmitRequestSchema, withdrawalSubmitCall } from './withdrawal/withdrawalSubmitCall';
