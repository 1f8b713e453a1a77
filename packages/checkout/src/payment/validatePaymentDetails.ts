import { addressFields } from '@citerne/core-api/contract';
import { validateAddress } from '../address/validateAddress';
import type { PaymentDetails } from '../details/CheckoutDetails';
import { contractProblem } from '../field/contractProblem';
import { checkoutMessages } from '../message/checkoutMessages';
import type { FieldErrors } from '../step/FieldErrors';
import type { StepContext } from '../step/StepContext';
import { offeredPaymentMethods } from './offeredPaymentMethods';

function taxIdProblem(taxId: string): string | null {
  const trimmed = taxId.trim();
  if (trimmed === '') return null;
  if (trimmed.length < 3) return checkoutMessages.taxIdTooShort;
  return contractProblem(addressFields.vat_id, trimmed);
}

/**
 * Checks the payment step: the billing address (`validateAddress`) unless it is the shipping address
 * (`sameAsShipping`; a virtual cart has no shipping address, so its billing address is always
 * checked); company optional; tax id optional, at least 3 characters when given (SPEC §5); a payment
 * method chosen, among the methods offered for the cart when they are known (no cash on delivery for
 * a virtual cart, SPEC §4).
 * @example
 * validatePaymentDetails({ ...payment, taxId: 'FR' }, { isVirtual: false });
 * // { taxId: 'Tax identification number must have at least 3 letters.' }
 */
export function validatePaymentDetails(details: PaymentDetails, context: StepContext): FieldErrors<PaymentDetails> {
  const errors: FieldErrors<PaymentDetails> =
    details.sameAsShipping && !context.isVirtual ? {} : validateAddress(details);
  const company = contractProblem(addressFields.company, details.company);
  if (company !== null) errors.company = company;
  const taxId = taxIdProblem(details.taxId);
  if (taxId !== null) errors.taxId = taxId;
  // Methods unknown: only the virtual-cart rule can be checked.
  const methods = context.paymentMethods ?? [{ code: details.paymentMethod, title: details.paymentMethod }];
  const offered = offeredPaymentMethods(methods, context.isVirtual).some(
    (method) => method.code === details.paymentMethod,
  );
  if (details.paymentMethod === '' || !offered) errors.paymentMethod = checkoutMessages.choosePaymentMethod;
  return errors;
}
