import { ORDER_HISTORY_PAGE_SIZE } from '@citerne/account';
import { OrderHistory, Skeleton } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { formatOrderDate } from '../../order/formatOrderDate';
import { sessionStateAtom } from '../sessionStateAtom';
import type { AccountSectionProps } from './AccountSectionProps';
import { orderStatusLabel } from './orderStatusLabel';
import { orderStatusTone } from './orderStatusTone';
import { SectionOutcome } from './SectionOutcome';
import { useReorder } from './useReorder';

/**
 * My Account's orders (SPEC §2, §3 "orders_history", §9 "order history 20"): the history with each order's status,
 * 20 a page, its details, its invoice and "Order again".
 */
export function OrdersSection({ session }: AccountSectionProps) {
  const { t, i18n } = useLingui();
  const orders = useAtomValue(sessionStateAtom)?.orders ?? null;
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const { reorder, reordering, outcome } = useReorder();
  useEffect(() => {
    setFailed(false);
    session.loadOrders(page).catch(() => setFailed(true));
  }, [session, page]);
  if (failed) return <SectionOutcome failure={t`Your orders could not be loaded. Try again in a few seconds.`} />;
  if (!orders || orders.page !== page) {
    return (
      <div aria-busy="true">
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  }
  return (
    <div className="account-section">
      <SectionOutcome {...outcome} />
      <OrderHistory
        orders={orders.items.map((order) => {
          return {
            number: order.increment_id,
            date: formatOrderDate(order.created_at),
            status: orderStatusLabel(i18n, order.status),
            statusTone: orderStatusTone(order.status),
            total: order.grand_total,
            detailsHref: `/my-account/orders/${encodeURIComponent(order.increment_id)}`,
            invoiceHref: `/invoice/${encodeURIComponent(order.increment_id)}`,
          };
        })}
        page={page}
        pageCount={Math.ceil(orders.totalCount / ORDER_HISTORY_PAGE_SIZE)}
        onPageChange={setPage}
        onReorder={(orderNumber) => void reorder(orderNumber)}
        reorderingNumber={reordering}
        shopHref="/"
        labels={{
          caption: t`Your order history`,
          number: t`Order`,
          date: t`Date`,
          status: t`Status`,
          total: t`Total incl. tax`,
          actions: t`Actions`,
          details: t`Details`,
          invoice: t`Invoice`,
          reorder: t`Order again`,
          detailsOf: (orderNumber) => t`Details of order ${orderNumber}`,
          invoiceOf: (orderNumber) => t`Invoice of order ${orderNumber}`,
          reorderOf: (orderNumber) => t`Order again order ${orderNumber}`,
          empty: t`You have not placed any order yet`,
          emptyHint: t`Your orders will appear here, with their status and their invoices.`,
          shop: t`Discover our tanks`,
          pagination: t`Pages of the order history`,
          previous: t`Previous page`,
          next: t`Next page`,
          page: (number) => t`Page ${number}`,
        }}
      />
    </div>
  );
}
