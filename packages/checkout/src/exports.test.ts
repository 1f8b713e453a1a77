import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  AddressDetails,
  CheckoutAction,
  CheckoutState,
  CheckoutStep,
  FieldErrors,
  OrderAttempt,
  OrderConfirmation,
  PaymentDetails,
  PersonalDetails,
  PlaceOrderOutcome,
  ShippingDetails,
  StepContext,
} from './index';
import * as checkout from './index';

const packageDir = join(import.meta.dirname, '..');

describe('public surface of @citerne/checkout', () => {
  it('exports the checkout model, its validation, storage, shipping, payment and order rules', () => {
    expect(Object.keys(checkout).sort()).toEqual(
      [
        'ANSWERED_ORDER_KEPT_MS',
        'CASH_ON_DELIVERY',
        'OFFLINE_PAYMENT_METHODS',
        'ORDER_TASK_EVENT',
        'canPayOffline',
        'listPendingOrders',
        'pendingOrderOf',
        'queueOrder',
        'sendPendingOrders',
        'CHECKOUT_STEPS',
        'CHECKOUT_STORAGE_KEY',
        'LAST_CART_BYPASS_KEY',
        'availablePaymentMethods',
        'buildPlaceOrderRequest',
        'checkoutMessages',
        'checkoutReducer',
        'checkoutWindowMs',
        'defaultPaymentMethod',
        'defaultShippingMethod',
        'deliveryEstimate',
        'estimateAddress',
        'emptyCheckoutState',
        'firstInvalidStep',
        'freeShippingRemaining',
        'isCheckoutActive',
        'isRedirectPayment',
        'isVirtualCart',
        'orderAddresses',
        'orderAttemptFor',
        'orderFingerprint',
        'placeOrder',
        'readStoredCheckout',
        'shippingInformationRequest',
        'shippingMethodsAddress',
        'validateAddress',
        'validatePaymentDetails',
        'validatePersonalDetails',
        'validateShippingDetails',
        'validateStep',
        'writeStoredCheckout',
        'zipCodeProblem',
      ].sort(),
    );
  });

  it('keeps the internals private', () => {
    for (const internal of [
      'canonicalJson',
      'hashText',
      'newOrderId',
      'failureOutcome',
      'completeStep',
      'canOpenStep',
      'stepsFor',
      'patchDetails',
      'offeredPaymentMethods',
      'StoredCheckoutSchema',
      'nameProblem',
      'phoneProblem',
      'emailProblem',
      'contractProblem',
      'orderAddress',
      'streetLines',
      'NO_SHIPPING',
      'DEFAULT_COUNTRY',
      'filledCheckout',
    ]) {
      expect(checkout).not.toHaveProperty(internal);
    }
  });

  it('exports the types the storefront builds on', () => {
    expectTypeOf<CheckoutState['personalDetails']>().toEqualTypeOf<PersonalDetails>();
    expectTypeOf<CheckoutState['shippingDetails']>().toEqualTypeOf<ShippingDetails>();
    expectTypeOf<PaymentDetails>().toExtend<AddressDetails>();
    expectTypeOf<CheckoutState['step']>().toEqualTypeOf<CheckoutStep>();
    expectTypeOf<CheckoutState['attempt']>().toEqualTypeOf<OrderAttempt | null>();
    expectTypeOf<CheckoutState['confirmation']>().toEqualTypeOf<OrderConfirmation | null>();
    expectTypeOf(checkout.checkoutReducer).parameter(1).toEqualTypeOf<CheckoutAction>();
    expectTypeOf(checkout.validatePersonalDetails).returns.toEqualTypeOf<FieldErrors<PersonalDetails>>();
    expectTypeOf(checkout.validateStep<'review'>).returns.toEqualTypeOf<
      FieldErrors<{ readonly termsAccepted: boolean }>
    >();
    expectTypeOf(checkout.firstInvalidStep).parameter(1).toEqualTypeOf<StepContext>();
    expectTypeOf(checkout.placeOrder).returns.toEqualTypeOf<Promise<PlaceOrderOutcome>>();
  });

  it('publishes one entry without side effects, on cart-sync, core-api and valibot only', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports)).toEqual(['.', './package.json']);
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@citerne/cart-sync', '@citerne/core-api', 'valibot']);
    expect(manifest.sideEffects).toBe(false);
  });

  it('the framework-free core imports neither React nor node: modules', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const sources = files(import.meta.dirname).filter((path) => !/\.test\.ts$|[/\\]testing[/\\]/.test(path));
    expect(sources.length).toBeGreaterThan(30);
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(react|react-dom|jotai)'/);
      expect(text, file).not.toMatch(/from 'node:/);
    }
  });
});
