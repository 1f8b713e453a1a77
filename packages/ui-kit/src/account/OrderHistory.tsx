import { formatPrice } from '@citerne/pricing';
import { Button } from '../actions/Button';
import { Link } from '../actions/Link';
import { Badge, type BadgeTone } from '../feedback/Badge';
import { EmptyState } from '../feedback/EmptyState';
import { Pagination } from '../navigation/Pagination';
import styles from './OrderHistory.module.css';

/** A past order as the history lists it, written out by the shop. */
export interface OrderHistoryEntry {
  number: string;
  /** Already formatted, e.g. "12/03/2025". */
  date: string;
  /** e.g. "En cours de traitement". */
  status: string;
  statusTone: BadgeTone;
  /** Grand total incl. tax, in euros. */
  total: number;
  detailsHref: string;
  invoiceHref: string;
}

/** Texts of {@link OrderHistory}. */
export interface OrderHistoryLabels {
  /** Caption of the table, e.g. "Historique de vos commandes". */
  caption: string;
  number: string;
  date: string;
  status: string;
  total: string;
  /** Header of the actions column, e.g. "Actions". */
  actions: string;
  details: string;
  invoice: string;
  reorder: string;
  /** Accessible names that name the order, e.g. `(n) => \`Détails de la commande ${n}\``. */
  detailsOf: (orderNumber: string) => string;
  invoiceOf: (orderNumber: string) => string;
  reorderOf: (orderNumber: string) => string;
  empty: string;
  emptyHint: string;
  /** A link back to the shop in the empty state, e.g. "Découvrir nos citernes". */
  shop: string;
  pagination: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

/** Props of {@link OrderHistory}. */
export interface OrderHistoryProps {
  orders: ReadonlyArray<OrderHistoryEntry>;
  /** Current page, from 1 (20 orders a page, SPEC §9). */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onReorder: (orderNumber: string) => void;
  /** The order being put back in the cart. */
  reorderingNumber?: string | null;
  /** Where the empty state's link goes, e.g. "/". */
  shopHref: string;
  labels: OrderHistoryLabels;
}

/**
 * The order history (SPEC §2 "My Account: orders", §9 "order history 20"): a table with the number, date, status,
 * total and the order's actions — its details, its invoice and "Order again" — paged; on phones each row becomes a
 * card. Without any order, an empty state with a way back to the shop.
 *
 * @example
 * <OrderHistory orders={orders} page={1} pageCount={3} onPageChange={setPage} onReorder={reorder} shopHref="/" labels={labels} />
 */
export function OrderHistory({
  orders,
  page,
  pageCount,
  onPageChange,
  onReorder,
  reorderingNumber = null,
  shopHref,
  labels,
}: OrderHistoryProps) {
  if (orders.length === 0 && page <= 1) {
    return (
      <EmptyState
        icon="cart"
        title={labels.empty}
        description={labels.emptyHint}
        action={
          <Link href={shopHref} appearance="button">
            {labels.shop}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.history}>
      <table className={styles.table}>
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.number}</th>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.status}</th>
            <th scope="col" className={styles.number}>
              {labels.total}
            </th>
            <th scope="col">{labels.actions}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row" data-label={labels.number} className={styles.orderNumber}>
                {order.number}
              </th>
              <td data-label={labels.date}>{order.date}</td>
              <td data-label={labels.status}>
                <Badge tone={order.statusTone}>{order.status}</Badge>
              </td>
              <td data-label={labels.total} className={styles.number}>
                {formatPrice(order.total)}
              </td>
              <td className={styles.actions}>
                <Link href={order.detailsHref} aria-label={labels.detailsOf(order.number)}>
                  {labels.details}
                </Link>
                <Link href={order.invoiceHref} aria-label={labels.invoiceOf(order.number)}>
                  {labels.invoice}
                </Link>
                <Button
                  size="sm"
                  variant="secondary"
                  icon="refresh"
                  loading={reorderingNumber === order.number}
                  aria-label={labels.reorderOf(order.number)}
                  onClick={() => onReorder(order.number)}
                >
                  {labels.reorder}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        label={labels.pagination}
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        pageLabel={labels.page}
      />
    </div>
  );
}
