import { useCartLoaded } from '@citerne/cart-sync/react';
import type { Order } from '@citerne/core-api/contract';
import { Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { CheckoutSteps } from './CheckoutSteps';
import { checkoutAtom } from './checkoutAtom';
import { ThankYou } from './ThankYou';
import './checkout.css';

interface CheckoutPageProps {
  /** The order a card payment provider sent the shopper back with (`/checkout?order=…&key=…`). */
  readonly returned: { readonly order: Order; readonly key: string } | null;
}

/**
 * SPEC §2 "/checkout": the thank-you page of an order coming back from the card payment page; otherwise, once the
 * stored cart is read back (browser only, so the server renders the waiting state), the checkout.
 */
export function CheckoutPage({ returned }: CheckoutPageProps) {
  const { t } = useLingui();
  const loaded = useCartLoaded();
  const [checkout, dispatch] = useAtom(checkoutAtom);
  const returnedNumber = returned?.order.increment_id;
  // Back from the payment page with the order this browser placed: that purchase is over, so a later visit to the
  // checkout no longer offers to finish its payment.
  useEffect(() => {
    if (returnedNumber && checkout.confirmation?.orderNumber === returnedNumber) dispatch({ type: 'checkout/reset' });
  }, [returnedNumber, checkout.confirmation, dispatch]);
  if (returned) {
    return (
      <ThankYou
        orderNumber={returned.order.increment_id}
        email={returned.order.customer_email ?? ''}
        paymentMethod={returned.order.payment?.method ?? ''}
        status={returned.order.status}
        accessKey={returned.key}
      />
    );
  }
  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">{t`Checkout`}</h1>
      {loaded ? (
        <CheckoutSteps />
      ) : (
        <p className="panel-loading">
          <Spinner label={t`Loading the cart…`} />
        </p>
      )}
    </div>
  );
}
