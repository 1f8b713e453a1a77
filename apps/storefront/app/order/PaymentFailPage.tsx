import { useCartSync } from '@citerne/cart-sync/react';
import { ApiError } from '@citerne/core-api';
import type { Order } from '@citerne/core-api/contract';
import { PaymentFailure } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../api/browserApi';
import '../checkout/checkout.css';

interface PaymentFailPageProps {
  readonly order: Order;
  readonly accessKey: string;
}

/**
 * SPEC §2 "/payment-fail/{id}": the card payment failed or was cancelled. The shopper pays the same order again
 * (a new payment session; the API takes the stock back and refuses a second payment of a paid order), or chooses
 * another method: the order's lines come back into the cart and the checkout opens, with the details kept.
 */
export function PaymentFailPage({ order, accessKey }: PaymentFailPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { cartSync } = useCartSync();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const orderNumber = order.increment_id;
  const paid = order.status === 'processing' || order.status === 'complete';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t`Something went wrong. Try again in a few seconds.`);
      setBusy(false);
    }
  };

  const payAgain = () =>
    run(async () => {
      const client = await browserApi();
      const answer = await client.order.retryPayment(orderNumber, order.payment?.method ?? '', { key: accessKey });
      if (answer.paymentRedirectUrl) window.location.assign(answer.paymentRedirectUrl);
      else navigate(`/checkout?order=${orderNumber}&key=${encodeURIComponent(accessKey)}`);
    });

  const chooseAnother = () =>
    run(async () => {
      const client = await browserApi();
      const { cartId } = await client.order.reorder(orderNumber, { key: accessKey });
      // The order's lines wait in a new server cart: the shop's cart takes it and reads its lines back.
      cartSync.dispatch({ type: 'setToken', token: cartId });
      await cartSync.sync();
      navigate('/checkout');
    });

  if (paid) {
    return (
      <div className="checkout-page">
        <h1>{t`This order is paid`}</h1>
        <p>{t`Order ${orderNumber} has been paid: there is nothing more to pay.`}</p>
      </div>
    );
  }
  return (
    <div className="checkout-page">
      <PaymentFailure
        orderNumber={orderNumber}
        {...(problem ? { reason: problem } : {})}
        busy={busy}
        onPayAgain={() => void payAgain()}
        onChooseAnother={() => void chooseAnother()}
        supportHref="/customer-service"
        headingLevel={1}
        focusHeading
        labels={{
          title: t`Payment not complete`,
          message: (number) =>
            t`Your card payment for order ${number} was refused or cancelled. Nothing has been charged, and your order is kept.`,
          reason: t`Reason:`,
          payAgain: t`Pay again by card`,
          chooseAnother: t`Choose another payment method`,
          busy: t`Please wait…`,
          supportIntro: t`A question about your payment?`,
          support: t`Contact our customer service`,
        }}
      />
    </div>
  );
}
