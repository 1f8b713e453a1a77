import { cartApplyCouponCall } from '../cart/cartApplyCouponCall';
import { cartCollectTotalsCall } from '../cart/cartCollectTotalsCall';
import { cartCreateCall } from '../cart/cartCreateCall';
import { cartDeleteCall } from '../cart/cartDeleteCall';
import { cartDeleteCouponCall } from '../cart/cartDeleteCouponCall';
import { cartPaymentMethodsCall } from '../cart/cartPaymentMethodsCall';
import { cartPullCall } from '../cart/cartPullCall';
import { cartShippingInformationCall } from '../cart/cartShippingInformationCall';
import { cartShippingMethodsCall } from '../cart/cartShippingMethodsCall';
import { cartTotalsCall } from '../cart/cartTotalsCall';
import { cartUpdateCall } from '../cart/cartUpdateCall';
import { catalogSearchCall } from '../catalog/catalogSearchCall';
import { productRenderListCall } from '../catalog/productRenderListCall';
import { cmsBlockCall } from '../cms/cmsBlockCall';
import { cmsPageCall } from '../cms/cmsPageCall';
import { contactCall } from '../contact/contactCall';
import { slidePhotoCall } from '../content/slidePhotoCall';
import { storeContentCall } from '../content/storeContentCall';
import { mailTokenCall } from '../mail/mailTokenCall';
import { sendMailCall } from '../mail/sendMailCall';
import { newsletterStatusCall } from '../newsletter/newsletterStatusCall';
import { newsletterSubscribeCall } from '../newsletter/newsletterSubscribeCall';
import { newsletterUnsubscribeCall } from '../newsletter/newsletterUnsubscribeCall';
import { newsletterUnsubscribeLinkCall } from '../newsletter/newsletterUnsubscribeLinkCall';
import { orderCreateAccountCall } from '../order/orderCreateAccountCall';
import { orderHistoryCall } from '../order/orderHistoryCall';
import { orderReorderCall } from '../order/orderReorderCall';
import { orderRetryPaymentCall } from '../order/orderRetryPaymentCall';
import { orderViewCall } from '../order/orderViewCall';
import { placeOrderCall } from '../order/placeOrderCall';
import { reviewCreateCall } from '../review/reviewCreateCall';
import { reviewLatestCall } from '../review/reviewLatestCall';
import { reviewListCall } from '../review/reviewListCall';
import { reviewReportCall } from '../review/reviewReportCall';
import { reviewSummaryCall } from '../review/reviewSummaryCall';
import { sellerIdentityCall } from '../shop/sellerIdentityCall';
import { shippingTermsCall } from '../shop/shippingTermsCall';
import { stockCheckCall } from '../stock/stockCheckCall';
import { stockListCall } from '../stock/stockListCall';
import { urlMapCall } from '../url/urlMapCall';
import { urlResolveCall } from '../url/urlResolveCall';
import { userChangePasswordCall } from '../user/userChangePasswordCall';
import { userCreateCall } from '../user/userCreateCall';
import { userCreatePasswordCall } from '../user/userCreatePasswordCall';
import { userDeleteCall } from '../user/userDeleteCall';
import { userExportCall } from '../user/userExportCall';
import { userLoginAsCustomerCall } from '../user/userLoginAsCustomerCall';
import { userLoginCall } from '../user/userLoginCall';
import { userLogoutCall } from '../user/userLogoutCall';
import { userLoyaltyCall } from '../user/userLoyaltyCall';
import { userMeCall } from '../user/userMeCall';
import { userRefreshCall } from '../user/userRefreshCall';
import { userResetPasswordCall } from '../user/userResetPasswordCall';
import { userReviewsCall } from '../user/userReviewsCall';
import { userUpdateMeCall } from '../user/userUpdateMeCall';
import { userWishlistAddCall } from '../user/userWishlistAddCall';
import { userWishlistCall } from '../user/userWishlistCall';
import { userWishlistRemoveCall } from '../user/userWishlistRemoveCall';
import { withdrawalLookupCall } from '../withdrawal/withdrawalLookupCall';
import { withdrawalSubmitCall } from '../withdrawal/withdrawalSubmitCall';

/**
 * Every call of SPEC §7, by name: the API mounts a route for each, the clients call each.
 *
 * @example
 * for (const call of Object.values(apiCalls)) app.on(call.method, call.path, handlerFor(call));
 */
export const apiCalls = {
  cartCreate: cartCreateCall,
  cartUpdate: cartUpdateCall,
  cartDelete: cartDeleteCall,
  cartPull: cartPullCall,
  cartTotals: cartTotalsCall,
  cartPaymentMethods: cartPaymentMethodsCall,
  cartShippingMethods: cartShippingMethodsCall,
  cartShippingInformation: cartShippingInformationCall,
  cartCollectTotals: cartCollectTotalsCall,
  cartApplyCoupon: cartApplyCouponCall,
  cartDeleteCoupon: cartDeleteCouponCall,
  userLogin: userLoginCall,
  userLogout: userLogoutCall,
  userCreate: userCreateCall,
  userResetPassword: userResetPasswordCall,
  userCreatePassword: userCreatePasswordCall,
  userChangePassword: userChangePasswordCall,
  userMe: userMeCall,
  userUpdateMe: userUpdateMeCall,
  userRefresh: userRefreshCall,
  userReviews: userReviewsCall,
  userLoyalty: userLoyaltyCall,
  userExport: userExportCall,
  userDelete: userDeleteCall,
  userLoginAsCustomer: userLoginAsCustomerCall,
  userWishlist: userWishlistCall,
  userWishlistAdd: userWishlistAddCall,
  userWishlistRemove: userWishlistRemoveCall,
  orderHistory: orderHistoryCall,
  placeOrder: placeOrderCall,
  orderView: orderViewCall,
  orderRetryPayment: orderRetryPaymentCall,
  orderReorder: orderReorderCall,
  orderCreateAccount: orderCreateAccountCall,
  stockCheck: stockCheckCall,
  stockList: stockListCall,
  newsletterStatus: newsletterStatusCall,
  newsletterSubscribe: newsletterSubscribeCall,
  newsletterUnsubscribe: newsletterUnsubscribeCall,
  newsletterUnsubscribeLink: newsletterUnsubscribeLinkCall,
  reviewCreate: reviewCreateCall,
  reviewList: reviewListCall,
  reviewReport: reviewReportCall,
  reviewSummary: reviewSummaryCall,
  reviewLatest: reviewLatestCall,
  cmsPage: cmsPageCall,
  cmsBlock: cmsBlockCall,
  storeContent: storeContentCall,
  slidePhoto: slidePhotoCall,
  urlMap: urlMapCall,
  urlResolve: urlResolveCall,
  catalogSearch: catalogSearchCall,
  productRenderList: productRenderListCall,
  contact: contactCall,
  withdrawalLookup: withdrawalLookupCall,
  withdrawalSubmit: withdrawalSubmitCall,
  mailToken: mailTokenCall,
  sendMail: sendMailCall,
  sellerIdentity: sellerIdentityCall,
  shippingTerms: shippingTermsCall,
} as const;

/** The name of a call in {@link apiCalls}. */
export type ApiCallName = keyof typeof apiCalls;
