import type { OrderConfirmation } from '@citerne/checkout';
import { Link } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';

/**
 * The order is placed and waits for its card payment, and the shopper is back here without having finished it
 * (the back button on the payment page): going back to the payment page, or to the payment-failure page to pay
 * another way, loses nothing.
 */
export function PaymentPending({ confirmation }: { confirmation: OrderConfirmation }) {
  const { t } = useLingui();
  const failHref = `/payment-fail/${confirmation.orderNumber}?key=${encodeURIComponent(confirmation.accessKey ?? '')}`;
  return (
    <section className="checkout-pending" aria-labelledby="payment-pending-title">
      <h2 id="payment-pending-title">{t`Your payment is not complete`}</h2>
      <p>{t`Order ${confirmation.orderNumber} is waiting for its card payment. Nothing is charged until you confirm it on the secure payment page.`}</p>
      <div className="checkout-pending__actions">
        <Link href={confirmation.paymentRedirectUrl ?? failHref} appearance="button" variant="accent">
          {t`Go back to the payment page`}
        </Link>
        <Link href={failHref} appearance="button" variant="secondary">
          {t`Pay another way`}
        </Link>
      </div>
    </section>
  );
}
