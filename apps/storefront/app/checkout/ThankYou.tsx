import { OrderConfirmation } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { thankYouShownAtom } from '../offlineOrders/offlineOrdersAtoms';
import { AccountOffer } from './AccountOffer';
import { paymentMethodLabel } from './paymentMethodLabel';

interface ThankYouProps {
  readonly orderNumber: string;
  readonly email: string;
  readonly paymentMethod: string;
  /** The order's status: `processing` once a card payment is confirmed, `pending` / `pending_payment` before. */
  readonly status: string;
  /** The order's access key: the invoice link works without logging in. */
  readonly accessKey: string;
}

/**
 * The order confirmation / thank-you page (SPEC §2): the order number, what happens next for the payment method
 * chosen, the confirmation e-mail sent, and the link to the invoice.
 */
export function ThankYou({ orderNumber, email, paymentMethod, status, accessKey }: ThankYouProps) {
  const { t, i18n } = useLingui();
  const paid = status === 'processing' || status === 'complete';
  const session = useAtomValue(sessionStateAtom);
  const guest = session !== null && session.status === 'anonymous';
  // Once offered, the offer stays: accepting it logs the shopper in, and its answer must still show.
  const [offered, setOffered] = useState(false);
  // SPEC §4: coming online on the thank-you page does not open the offline orders' confirmation modal.
  const setThankYouShown = useSetAtom(thankYouShownAtom);
  useEffect(() => {
    setThankYouShown(true);
    return () => setThankYouShown(false);
  }, [setThankYouShown]);
  useEffect(() => {
    if (guest && accessKey) setOffered(true);
  }, [guest, accessKey]);
  const nextSteps = [
    t`A confirmation has been sent to ${email}.`,
    paymentMethod === 'cashondelivery'
      ? t`You pay the carrier when your order is delivered.`
      : paymentMethod === 'banktransfer'
        ? t`The e-mail gives our bank details: we ship your order once your transfer is received.`
        : paid
          ? t`Your card payment is confirmed.`
          : t`Your card payment is being confirmed by the bank; the e-mail follows as soon as it is.`,
    t`Our workshop prepares your order; you receive the tracking number by e-mail when it ships.`,
  ];
  return (
    <div className="checkout-page">
      <OrderConfirmation
        orderNumber={orderNumber}
        email={email}
        paymentLabel={paymentMethodLabel(i18n, paymentMethod)}
        status={paid ? 'paid' : status === 'pending_payment' ? 'pending_payment' : 'pending'}
        nextSteps={nextSteps}
        invoiceHref={`/invoice/${orderNumber}?key=${encodeURIComponent(accessKey)}`}
        continueHref="/"
        {...(offered
          ? { accountOffer: <AccountOffer orderNumber={orderNumber} email={email} accessKey={accessKey} /> }
          : {})}
        headingLevel={1}
        focusHeading
        labels={{
          title: t`Thank you for your order!`,
          orderNumber: t`Order number`,
          email: t`Confirmation sent to`,
          payment: t`Payment`,
          status: t`Payment status`,
          statuses: {
            paid: t`Paid`,
            pending: t`To pay on delivery or by transfer`,
            pending_payment: t`Being confirmed by the bank`,
          },
          nextSteps: t`What happens next`,
          invoice: t`See my invoice`,
          continue: t`Continue shopping`,
        }}
      />
    </div>
  );
}
