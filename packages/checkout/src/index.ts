export { checkoutWindowMs, isCheckoutActive } from './session/isCheckoutActive';
