import { useCartSync } from '@citerne/cart-sync/react';
import { listPendingOrders, type PendingOrder, sendPendingOrders } from '@citerne/checkout';
import { Button, Modal, type OfflineOrderState, OfflineOrdersReview } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../chrome/useOnline';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { pendingOrdersAtom } from '../offlineOrders/offlineOrdersAtoms';
import { offlineOrdersConfig } from '../offlineOrders/offlineOrdersConfig';
import { ordersQueue } from '../offlineOrders/ordersQueue';
import { setPendingOrdersFlag } from '../offlineOrders/setPendingOrdersFlag';
import { shopStorage } from '../storage/shopStorage';
import { checkoutAtom } from './checkoutAtom';
import './checkoutCatalog';
import { paymentMethodLabel } from './paymentMethodLabel';
import { refusalReason } from './refusalReason';

const sendAtOnce = (payload: unknown) => (payload as { send?: unknown } | null)?.send === true;

/**
 * The order confirmation modal of SPEC §2/§4: back online, off the thank-you page, it lists the orders placed offline
 * and not sent yet, and sends them when the shopper confirms (or at once when automatic sending is on). Each order
 * then shows its number once the shop confirmed it, the reason when refused (its lines are still in the cart), or
 * that it is still waiting (sent again later under the same key).
 */
export default function OfflineOrdersModal({ payload, onClose }: ModalComponentProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { cartSync } = useCartSync();
  // Subscribing loads the stored checkout first, so a placed order's confirmation is recorded on the real details.
  const [, dispatch] = useAtom(checkoutAtom);
  const setPending = useSetAtom(pendingOrdersAtom);
  const [orders, setOrders] = useState<readonly PendingOrder[]>([]);
  const [states, setStates] = useState<Readonly<Record<string, OfflineOrderState>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const started = useRef(false);

  const refresh = useCallback(async () => {
    const pending = await listPendingOrders(await ordersQueue(), Date.now());
    setPending(pending);
    setPendingOrdersFlag(pending.length > 0);
    return pending;
  }, [setPending]);

  const send = useCallback(
    async (list: readonly PendingOrder[]) => {
      if (list.length === 0) return;
      setBusy(true);
      setStates(Object.fromEntries(list.map((order) => [order.orderId, { kind: 'sending' } as const])));
      try {
        const outcomes = await sendPendingOrders({
          queue: await ordersQueue(),
          orderIds: list.map((order) => order.orderId),
          cart: cartSync,
          dispatch,
          storage: shopStorage(),
          isOnline: () => navigator.onLine,
          retries: offlineOrdersConfig.retries,
          retryDelayMs: offlineOrdersConfig.retryDelayMs,
        });
        const next: Record<string, OfflineOrderState> = {};
        for (const outcome of outcomes) {
          if (outcome.kind === 'placed') {
            next[outcome.order.orderId] = { kind: 'placed', orderNumber: outcome.confirmation.orderNumber };
          } else if (outcome.kind === 'refused') {
            next[outcome.order.orderId] = { kind: 'refused', reason: refusalReason(i18n, outcome) };
          } else if (outcome.kind === 'waiting') {
            next[outcome.order.orderId] = { kind: 'waiting' };
          } else {
            // Sent from another tab, whose answer is gone already: nothing left to show here.
            setOrders((shown) => shown.filter((order) => order.orderId !== outcome.orderId));
          }
        }
        setStates(next);
        // A refused order's lines are still in the cart: the cart is read again (stock notices included).
        if (outcomes.some((outcome) => outcome.kind === 'refused')) void cartSync.sync().catch(() => undefined);
        await refresh();
        setDone(outcomes.every((outcome) => outcome.kind !== 'waiting'));
      } finally {
        setBusy(false);
      }
    },
    [cartSync, dispatch, i18n, refresh],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void refresh().then((pending) => {
      setOrders(pending);
      if (sendAtOnce(payload) && navigator.onLine) void send(pending);
    });
  }, [payload, refresh, send]);

  const giveUp = async () => {
    const queue = await ordersQueue();
    for (const order of orders) await queue.remove(order.orderId);
    await refresh();
    onClose();
  };

  const views = orders.map((order) => ({
    id: order.orderId,
    createdAt: i18n.date(new Date(order.createdAt), { dateStyle: 'short', timeStyle: 'short' }),
    paymentLabel: paymentMethodLabel(i18n, order.paymentMethod),
    lines: order.products.map((product, index) => ({
      id: `${product.sku}-${index}`,
      name: product.name ?? product.sku,
      qty: product.qty,
    })),
    state: states[order.orderId] ?? ({ kind: 'pending' } as const),
  }));

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Orders placed offline`}
      closeLabel={t`Close`}
      size="md"
      footer={
        done || orders.length === 0 ? (
          <Button onClick={onClose}>{t`Close`}</Button>
        ) : (
          <>
            <Button onClick={() => void send(orders)} loading={busy} disabled={!online}>
              {t`Send my order now`}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t`Later`}
            </Button>
            <Button variant="ghost" onClick={() => void giveUp()} disabled={busy}>
              {t`Do not send`}
            </Button>
          </>
        )
      }
    >
      <OfflineOrdersReview
        orders={views}
        labels={{
          intro:
            orders.length === 0
              ? t`No order is waiting to be sent.`
              : t`You placed these orders while offline. They have not been sent to the shop yet: do you confirm sending them?`,
          keptOn: t`Kept on`,
          payment: t`payment:`,
          lines: t`Ordered products`,
          states: {
            pending: t`Waiting to be sent`,
            sending: t`Sending…`,
            placed: t`Confirmed`,
            refused: t`Refused`,
            waiting: t`Not sent yet`,
          },
          placed: (orderNumber) => t`Order number ${orderNumber} is confirmed. A confirmation e-mail is on its way.`,
          refused: (reason) =>
            t`The shop did not accept this order: ${reason} Nothing was ordered; your items are still in your cart.`,
          waiting: t`The shop has not answered yet: the order stays waiting and will be sent again, never twice.`,
        }}
      />
    </Modal>
  );
}
