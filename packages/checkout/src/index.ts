// @citerne/checkout: the checkout of the citerne shop as a framework-free model — the steps and their
// French validation, the stored details, shipping and payment choice, and placing the order once.

export type { StorageLike } from '@citerne/cart-sync';
export { orderAddresses } from './address/orderAddresses';
export { validateAddress } from './address/validateAddress';
export { isVirtualCart } from './cart/isVirtualCart';
export type { AddressDetails, PaymentDetails, PersonalDetails, ShippingDetails } from './details/CheckoutDetails';
export { checkoutMessages } from './message/checkoutMessages';
export { buildPlaceOrderRequest } from './order/buildPlaceOrderRequest';
export { LAST_CART_BYPASS_KEY } from './order/lastCartBypass';
export type { OrderAttempt } from './order/OrderAttempt';
export type { OrderConfirmation } from './order/OrderConfirmation';
export { orderAttemptFor } from './order/orderAttemptFor';
export { orderFingerprint } from './order/orderFingerprint';
export type { PlaceOrderOutcome } from './order/PlaceOrderOutcome';
export { type PlaceOrderOptions, placeOrder } from './order/placeOrder';
export { availablePaymentMethods } from './payment/availablePaymentMethods';
export { CASH_ON_DELIVERY } from './payment/cashOnDelivery';
export { defaultPaymentMethod } from './payment/defaultPaymentMethod';
export { isRedirectPayment } from './payment/isRedirectPayment';
export { validatePaymentDetails } from './payment/validatePaymentDetails';
export { CHECKOUT_STORAGE_KEY } from './persistence/checkoutStorageKey';
export { readStoredCheckout } from './persistence/readStoredCheckout';
export { writeStoredCheckout } from './persistence/writeStoredCheckout';
export { validatePersonalDetails } from './personal/validatePersonalDetails';
export { checkoutWindowMs, isCheckoutActive } from './session/isCheckoutActive';
export { defaultShippingMethod } from './shipping/defaultShippingMethod';
export { FREE_SHIPPING_THRESHOLD_CENTS, freeShippingRemaining } from './shipping/freeShippingRemaining';
export { shippingInformationRequest } from './shipping/shippingInformationRequest';
export { shippingMethodsAddress } from './shipping/shippingMethodsAddress';
export { validateShippingDetails } from './shipping/validateShippingDetails';
export { type CheckoutState, emptyCheckoutState } from './state/CheckoutState';
export { type CheckoutAction, checkoutReducer } from './state/checkoutReducer';
export { CHECKOUT_STEPS, type CheckoutStep } from './step/CheckoutStep';
export type { FieldErrors } from './step/FieldErrors';
export { firstInvalidStep } from './step/firstInvalidStep';
export type { StepContext } from './step/StepContext';
export { type CheckoutStepFields, validateStep } from './step/validateStep';
