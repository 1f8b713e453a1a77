import { CHECKOUT_STEPS, type CheckoutStep } from '@citerne/checkout';
import { formatPrice } from '@citerne/pricing';
import { Button, CheckoutStepSection, EmptyState, Link } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { accountMessageText } from '../account/accountMessageText';
import { miniCartView } from '../cart/miniCartView';
import { CartSummary } from './CartSummary';
import { CheckoutLogin } from './CheckoutLogin';
import { checkoutMessageText, translateErrors } from './checkoutMessageText';
import { PaymentPending } from './PaymentPending';
import { PaymentStep } from './PaymentStep';
import { PendingOrderPanel } from './PendingOrderPanel';
import { PersonalStep } from './PersonalStep';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';
import { StepSummary } from './StepSummary';
import { ThankYou } from './ThankYou';
import { useCheckout } from './useCheckout';

/**
 * The checkout of the cart (SPEC §2 "Checkout: personal details, shipping, payment and order review"): the cart
 * summary with the coupon, then the four steps on one page, each a section that opens in turn and can be opened
 * again; once the order is placed, the thank-you page (SPEC §2: flagged in the checkout state).
 */
export function CheckoutSteps() {
  const { t, i18n } = useLingui();
  const checkout = useCheckout();
  const { state, dispatch, cart } = checkout;
  const empty = cart.items.length === 0;
  const confirmation = state.confirmation;

  // A new cart after an order starts a new checkout (the details typed are kept, the password never is).
  useEffect(() => {
    if (confirmation && !empty) dispatch({ type: 'checkout/reset' });
  }, [confirmation, empty, dispatch]);

  if (confirmation && empty) {
    if (confirmation.paymentRedirectUrl && confirmation.status === 'pending_payment') {
      return <PaymentPending confirmation={confirmation} />;
    }
    return (
      <ThankYou
        orderNumber={confirmation.orderNumber}
        email={confirmation.email}
        paymentMethod={confirmation.paymentMethod}
        status={confirmation.status}
        accessKey={confirmation.accessKey ?? ''}
      />
    );
  }
  if (empty) {
    return (
      <EmptyState
        icon="cart"
        title={t`Your cart is empty`}
        description={t`Browse our tanks, tarpaulins and accessories.`}
        action={
          <Link href="/" appearance="button">
            {t`Continue shopping`}
          </Link>
        }
      />
    );
  }

  const titles: Record<CheckoutStep, string> = {
    personal: t`Personal details`,
    shipping: t`Shipping`,
    payment: t`Payment`,
    review: t`Order review`,
  };
  const statusOf = (step: CheckoutStep) =>
    state.step === step ? 'open' : state.completed.includes(step) ? 'done' : 'locked';
  const errors = (step: CheckoutStep) => translateErrors(i18n, checkout.errorsOf(step));
  const now = () => Date.now();
  const grandTotal = cart.segments.find((segment) => segment.code === 'grand_total')?.value;

  const submit = (step: CheckoutStep) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await checkout.complete(step))) {
      // The first field in error takes the focus, so a keyboard or screen-reader user lands on what to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  const continueButton = (step: CheckoutStep) => (
    <Button type="submit" className="checkout-continue" loading={checkout.busy === step}>
      {t`Continue`}
    </Button>
  );
  const problemOf = (step: CheckoutStep) =>
    checkout.problem?.step === step
      ? checkoutMessageText(i18n, accountMessageText(i18n, checkout.problem.message))
      : null;

  const bodies: Record<CheckoutStep, ReactNode> = {
    personal: (
      <>
        {checkout.profile ? null : <CheckoutLogin />}
        <form noValidate onSubmit={submit('personal')} aria-label={titles.personal}>
          {problemOf('personal') ? (
            <p className="notice notice--warning" role="alert">
              {problemOf('personal')}
            </p>
          ) : null}
          <PersonalStep
            customer={
              checkout.profile
                ? { name: `${checkout.profile.firstname} ${checkout.profile.lastname}`, email: checkout.profile.email }
                : null
            }
            value={state.personalDetails}
            errors={errors('personal')}
            onChange={(patch) => dispatch({ type: 'personal/change', patch, now: now() })}
          />
          {continueButton('personal')}
        </form>
      </>
    ),
    shipping: (
      <form noValidate onSubmit={submit('shipping')} aria-label={titles.shipping}>
        {problemOf('shipping') ? (
          <p className="notice notice--warning" role="alert">
            {problemOf('shipping')}
          </p>
        ) : null}
        <ShippingStep
          value={state.shippingDetails}
          errors={errors('shipping')}
          methods={checkout.shippingMethods}
          savedAddresses={checkout.profile?.addresses ?? []}
          onChange={(patch) => dispatch({ type: 'shipping/change', patch, now: now() })}
        />
        {continueButton('shipping')}
      </form>
    ),
    payment: (
      <form noValidate onSubmit={submit('payment')} aria-label={titles.payment}>
        <PaymentStep
          value={state.paymentDetails}
          errors={errors('payment')}
          methods={checkout.paymentMethods}
          isVirtual={checkout.isVirtual}
          onChange={(patch) => dispatch({ type: 'payment/change', patch, now: now() })}
        />
        {continueButton('payment')}
      </form>
    ),
    review: checkout.pendingOrder ? (
      <PendingOrderPanel order={checkout.pendingOrder} />
    ) : (
      <ReviewStep
        lines={miniCartView(cart).lines.map((line) => ({
          id: line.id,
          name: line.name,
          qty: line.quantity,
          total: formatPrice(line.rowTotal),
        }))}
        termsAccepted={state.termsAccepted}
        termsError={errors('review').termsAccepted}
        onTermsChange={(accepted) => dispatch({ type: 'terms/change', accepted, now: now() })}
        grandTotal={grandTotal == null ? null : formatPrice(grandTotal)}
        busy={checkout.busy === 'review'}
        problem={problemOf('review')}
        onPlaceOrder={() => void checkout.place()}
      />
    ),
  };

  return (
    <div className="checkout-layout">
      <CartSummary />
      <div className="checkout-steps">
        {CHECKOUT_STEPS.map((step, index) => (
          <CheckoutStepSection
            key={step}
            number={index + 1}
            title={titles[step]}
            status={statusOf(step)}
            focusOnOpen
            editLabel={t`Edit`}
            stepLabel={t`Step ${index + 1} of 4:`}
            statusLabels={{ done: t`(done)`, locked: t`(to come)` }}
            summary={<StepSummary step={step} checkout={checkout} />}
            onEdit={() => dispatch({ type: 'step/open', step })}
          >
            {bodies[step]}
          </CheckoutStepSection>
        ))}
      </div>
    </div>
  );
}
