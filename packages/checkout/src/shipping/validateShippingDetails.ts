import { validateAddress } from '../address/validateAddress';
import type { ShippingDetails } from '../details/CheckoutDetails';
import { checkoutMessages } from '../message/checkoutMessages';
import type { FieldErrors } from '../step/FieldErrors';
import type { StepContext } from '../step/StepContext';

/**
 * Checks the shipping step: the delivery address (`validateAddress`) and the chosen method, which must
 * be one of `context.shippingMethods` (and available) when they are known. A virtual cart ships
 * nothing: no errors.
 * @example
 * validateShippingDetails({ ...address, shippingMethod: '', shippingCarrier: '' }, { isVirtual: false });
 * // { shippingMethod: 'Please choose a shipping method.' }
 */
export function validateShippingDetails(details: ShippingDetails, context: StepContext): FieldErrors<ShippingDetails> {
  if (context.isVirtual) return {};
  const errors: FieldErrors<ShippingDetails> = validateAddress(details);
  const offered =
    context.shippingMethods === undefined ||
    context.shippingMethods.some(
      (method) =>
        method.method_code === details.shippingMethod &&
        method.carrier_code === details.shippingCarrier &&
        method.available !== false,
    );
  if (details.shippingMethod === '' || details.shippingCarrier === '' || !offered) {
    errors.shippingMethod = checkoutMessages.chooseShippingMethod;
  }
  return errors;
}
