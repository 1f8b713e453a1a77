import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../message/checkoutMessages';
import { bankTransfer, cashOnDelivery, lyonAddress, payment } from '../testing/fixtures';
import { validatePaymentDetails } from './validatePaymentDetails';

const offered = { isVirtual: false, paymentMethods: [cashOnDelivery, bankTransfer] };

describe('payment details', () => {
  it('with the billing address same as shipping, only the method is needed', () => {
    expect(validatePaymentDetails(payment, offered)).toEqual({});
  });

  it('a method must be chosen among those offered', () => {
    expect(validatePaymentDetails({ ...payment, paymentMethod: '' }, offered)).toEqual({
      paymentMethod: checkoutMessages.choosePaymentMethod,
    });
    expect(validatePaymentDetails({ ...payment, paymentMethod: 'paypal' }, offered)).toEqual({
      paymentMethod: checkoutMessages.choosePaymentMethod,
    });
  });

  it('cash on delivery is not valid for a virtual cart (SPEC §4), known methods or not', () => {
    const billing = { ...payment, ...lyonAddress, sameAsShipping: false };
    expect(validatePaymentDetails(billing, { ...offered, isVirtual: true })).toEqual({
      paymentMethod: checkoutMessages.choosePaymentMethod,
    });
    expect(validatePaymentDetails(billing, { isVirtual: true })).toEqual({
      paymentMethod: checkoutMessages.choosePaymentMethod,
    });
    expect(
      validatePaymentDetails({ ...billing, paymentMethod: 'banktransfer' }, { ...offered, isVirtual: true }),
    ).toEqual({});
  });

  it('a separate billing address is checked; a virtual cart always checks it', () => {
    expect(validatePaymentDetails({ ...payment, sameAsShipping: false }, offered)).toMatchObject({
      firstName: checkoutMessages.fieldRequired,
      streetAddress: checkoutMessages.fieldRequired,
      zipCode: checkoutMessages.fieldRequired,
    });
    expect(validatePaymentDetails({ ...payment, paymentMethod: 'banktransfer' }, { isVirtual: true })).toMatchObject({
      city: checkoutMessages.fieldRequired,
    });
  });

  it('company is optional; a tax id, when given, has at least 3 characters (SPEC §5)', () => {
    expect(validatePaymentDetails({ ...payment, company: 'Citernes SARL', taxId: 'FR40303265045' }, offered)).toEqual(
      {},
    );
    expect(validatePaymentDetails({ ...payment, taxId: 'FR' }, offered)).toEqual({
      taxId: checkoutMessages.taxIdTooShort,
    });
    expect(validatePaymentDetails({ ...payment, taxId: '  ' }, offered)).toEqual({});
  });
});
