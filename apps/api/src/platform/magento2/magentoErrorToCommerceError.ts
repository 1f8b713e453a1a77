import { PASSWORD_TOO_WEAK } from '../../customer/assertNewPassword';
import { INVALID_TOKEN_MESSAGE } from '../../customer/authenticate';
import { CURRENT_PASSWORD_WRONG } from '../../customer/changePassword';
import { SIGN_IN_REFUSED } from '../../customer/logIn';
import { EMAIL_TAKEN } from '../../customer/registerCustomer';
import { RESET_LINK_EXPIRED } from '../../customer/resetPassword';
import { ADDRESS_INVALID } from '../../order/PlacedOrder';
import { NOT_AVAILABLE } from '../../stock/takeStock';
import { CommerceError } from '../CommerceError';

/** An error answer of Magento's REST API: `{ message, parameters }`, the message a template (`%1`, `%fieldName`). */
export interface MagentoErrorBody {
  readonly message?: unknown;
  readonly parameters?: unknown;
}

/** SPEC §8 "Something went wrong": what the shopper reads of any Magento failure the shop does not know. */
export const PLATFORM_FAILED = 'Something went wrong. Try again in a few seconds.';

const parameter = (parameters: unknown, key: string | number): string => {
  if (Array.isArray(parameters)) return String(parameters[Number(key) - 1] ?? '');
  if (parameters !== null && typeof parameters === 'object') {
    return String((parameters as Record<string, unknown>)[key] ?? '');
  }
  return '';
};

type Refusal = (parameters: unknown) => CommerceError;

// Magento 2.4's phrases (Magento/Quote, Customer, Integration, CatalogInventory, SalesRule i18n), mapped onto the
// refusals of the embedded platform: the same status, code and SPEC §8 text for the same fault.
const REFUSALS: ReadonlyMap<string, Refusal> = new Map<string, Refusal>([
  [
    'No such entity with %fieldName = %fieldValue',
    (p) =>
      parameter(p, 'fieldName') === 'cartId'
        ? new CommerceError(404, `No such cart: ${parameter(p, 'fieldValue')}.`, 'CART_NOT_FOUND')
        : new CommerceError(404, 'No such entity.', 'NOT_FOUND'),
  ],
  [
    'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
    () => new CommerceError(404, 'No such entity.', 'NOT_FOUND'),
  ],
  // Magento's repositories (an order by id, `GET /V1/orders/{id}`) answer an unknown id so.
  [
    "The entity that was requested doesn't exist. Verify the entity and try again.",
    () => new CommerceError(404, 'No such entity.', 'NOT_FOUND'),
  ],
  [
    'The Product with the "%1" SKU doesn\'t exist.',
    (p) => new CommerceError(404, `Product ${parameter(p, 1)} does not exist.`, 'PRODUCT_NOT_FOUND'),
  ],
  ["The %1 Cart doesn't contain the %2 item.", (p) => itemNotFound(parameter(p, 2))],
  ["The %1 Cart doesn't contain products.", () => new CommerceError(409, 'The cart is empty.', 'CART_EMPTY')],
  [
    "The product that was requested doesn't exist. Verify the product and try again.",
    () => new CommerceError(404, 'The product does not exist.', 'PRODUCT_NOT_FOUND'),
  ],
  ["The coupon code isn't valid. Verify the code and try again.", () => couponInvalid()],
  ["The coupon code couldn't be applied. Verify the coupon code and try again.", () => couponInvalid()],
  [
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    () => new CommerceError(401, SIGN_IN_REFUSED, 'SIGN_IN_REFUSED'),
  ],
  [
    'A customer with the same email address already exists in an associated website.',
    () => new CommerceError(409, EMAIL_TAKEN, 'EMAIL_TAKEN'),
  ],
  ['The requested qty is not available', () => new CommerceError(409, NOT_AVAILABLE, 'OUT_OF_STOCK')],
  [
    'Product that you are trying to add is not available.',
    () => new CommerceError(409, 'The product is out of stock and cannot be added to the cart!', 'OUT_OF_STOCK'),
  ],
  [
    'The most you may purchase is %1.',
    (p) => new CommerceError(400, `Only ${parameter(p, 1)} of this type available`, 'QTY_TOO_HIGH'),
  ],
  [
    "The password doesn't match this account. Verify the password and try again.",
    () => new CommerceError(400, CURRENT_PASSWORD_WRONG, 'PASSWORD_MISMATCH', { errorMessage: CURRENT_PASSWORD_WRONG }),
  ],
  ['The password token is expired. Reset and try again.', () => resetExpired()],
  ['The password token is mismatched. Reset and try again.', () => resetExpired()],
  ['The password needs at least %1 characters. Create a new password and try again.', () => passwordWeak()],
  [
    'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    () => passwordWeak(),
  ],
  ['The shipping method is missing. Select the shipping method and try again.', () => shippingInvalid()],
  ['Carrier with such method not found: %1, %2', (p) => shippingInvalid(`${parameter(p, 1)}_${parameter(p, 2)}`)],
  ['"%fieldName" is required. Enter and try again.', () => addressInvalid()],
  ['Invalid value of "%value" provided for the %fieldName field.', () => addressInvalid()],
  [
    'The requested Payment Method is not available.',
    () => new CommerceError(400, 'This payment method is not available for this cart.', 'PAYMENT_METHOD_INVALID'),
  ],
]);

const itemNotFound = (itemId: string) =>
  new CommerceError(404, `No item ${itemId} in this cart.`, 'CART_ITEM_NOT_FOUND');
const couponInvalid = () => new CommerceError(400, 'Incorrect coupon code', 'COUPON_INVALID');
const resetExpired = () => new CommerceError(400, RESET_LINK_EXPIRED, 'RESET_LINK_EXPIRED');
const passwordWeak = () =>
  new CommerceError(400, PASSWORD_TOO_WEAK, 'PASSWORD_TOO_WEAK', { errorMessage: PASSWORD_TOO_WEAK });
const shippingInvalid = (method = '') =>
  new CommerceError(400, `Unknown shipping method ${method}`.trim(), 'SHIPPING_METHOD_INVALID');
const addressInvalid = () => new CommerceError(400, ADDRESS_INVALID, 'ADDRESS_INVALID');

/**
 * The `CommerceError` a shopper gets for an error answer of Magento: a phrase the shop knows becomes the embedded
 * platform's refusal for the same fault (SPEC §8 texts and codes); Magento's 401 on a customer token is the 401
 * `TOKEN_INVALID` the storefront refreshes on (SPEC §8 "Session and sync"). Anything else is a 502 whose text never
 * repeats Magento's (it may name tables, ids or the integration), `null` being returned so the caller logs it.
 * @example
 * magentoErrorToCommerceError(404, { message: 'No such entity with %fieldName = %fieldValue',
 *   parameters: { fieldName: 'cartId', fieldValue: 'x' } }, 'anonymous'); // 404 CART_NOT_FOUND
 */
export function magentoErrorToCommerceError(
  status: number,
  body: MagentoErrorBody | null,
  auth: 'admin' | 'anonymous' | 'customer',
): CommerceError | null {
  const template = typeof body?.message === 'string' ? body.message : '';
  const refusal = REFUSALS.get(template);
  if (refusal) return refusal(body?.parameters);
  if (status === 401 && auth === 'customer') return new CommerceError(401, INVALID_TOKEN_MESSAGE, 'TOKEN_INVALID');
  return null;
}
