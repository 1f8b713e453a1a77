import type { PendingOrder } from '@citerne/checkout';
import { Button, PendingOrderNotice } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../chrome/useOnline';
import { useModals } from '../modals/modalsAtom';

/**
 * The checkout's order kept offline (SPEC §4 "Offline and online"): pending — never "placed" — with its lines; once
 * the browser is back online, a button opens the confirmation modal that sends it.
 */
export function PendingOrderPanel({ order }: { readonly order: PendingOrder }) {
  const { t } = useLingui();
  const online = useOnline();
  const modals = useModals();
  return (
    <PendingOrderNotice
      title={t`Your order is kept on this device`}
      statusLabel={t`Waiting to be sent`}
      message={
        online
          ? t`It has not been sent to the shop yet. Confirm sending it: it will be placed once, never twice.`
          : t`You are offline: it has not been placed yet. When the connection is back, we will ask you to confirm sending it.`
      }
      lines={order.products.map((product, index) => ({
        id: `${product.sku}-${index}`,
        name: product.name ?? product.sku,
        qty: product.qty,
      }))}
      linesLabel={t`Ordered products`}
      headingLevel={3}
      {...(online
        ? { action: <Button onClick={() => modals.open('order-confirmation')}>{t`Send my order now`}</Button> }
        : {})}
    />
  );
}
