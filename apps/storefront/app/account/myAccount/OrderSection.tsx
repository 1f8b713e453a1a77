import { ApiError } from '@citerne/core-api';
import { Button, EmptyState, Link, OrderDetail, Skeleton } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import '../../checkout/checkoutCatalog';
import { browserApi } from '../../api/browserApi';
import { useShopQueryClient } from '../../api/useShopQueryClient';
import { paymentMethodLabel } from '../../checkout/paymentMethodLabel';
import { type InvoiceTotalView, invoiceView } from '../../order/invoiceView';
import type { AccountSectionProps } from './AccountSectionProps';
import { orderStatusLabel } from './orderStatusLabel';
import { orderStatusTone } from './orderStatusTone';
import { SectionOutcome } from './SectionOutcome';
import { useReorder } from './useReorder';

/**
 * One order of the history: its lines, addresses and totals as the invoice reads them from the API's order (for
 * its owner, with the user token), a link to the invoice and "Order again". Another customer's order, or an
 * unknown number, is not found.
 */
export function OrderSection({ profile, orderNumber }: AccountSectionProps & { readonly orderNumber: string }) {
  const { t, i18n } = useLingui();
  const { reorder, reordering, outcome } = useReorder();
  const queryClient = useShopQueryClient();
  const order = useQuery(
    {
      queryKey: ['account-order', orderNumber, profile.id],
      queryFn: async () => (await browserApi()).order.view(orderNumber),
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
    },
    queryClient,
  );
  if (order.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton shape="rect" height="16rem" />
      </div>
    );
  }
  if (!order.data) {
    return (
      <EmptyState
        icon="search"
        title={t`This order cannot be found in your account.`}
        action={<Link href="/my-account/orders">{t`Back to my orders`}</Link>}
      />
    );
  }
  const view = invoiceView(order.data);
  const countries = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  // The invoice prints the country code last; the account writes the country's name.
  const written = (address: { name: string; lines: readonly string[] } | null) =>
    address
      ? {
          name: address.name,
          lines: address.lines.map((line, index) =>
            index === address.lines.length - 1 && /^[A-Z]{2}$/.test(line) ? (countries.of(line) ?? line) : line,
          ),
        }
      : undefined;
  const totalLabel = (code: InvoiceTotalView['code']) => {
    switch (code) {
      case 'subtotal':
        return t`Subtotal excl. tax`;
      case 'discount':
        return t`Discount`;
      case 'shipping':
        return t`Shipping incl. tax`;
      case 'tax':
        return t`Tax`;
      case 'grand_total':
        return t`Total incl. tax`;
      default:
        return code satisfies never;
    }
  };
  return (
    <div className="account-section">
      <SectionOutcome {...outcome} />
      <OrderDetail
        date={view.date}
        status={orderStatusLabel(i18n, view.status)}
        statusTone={orderStatusTone(view.status)}
        paymentLabel={view.paymentMethod ? paymentMethodLabel(i18n, view.paymentMethod) : undefined}
        lines={view.lines.map((line) => ({ sku: line.sku, name: line.name, qty: line.qty, rowTotal: line.rowInclTax }))}
        shippingAddress={written(view.shipping)}
        billingAddress={written(view.billing)}
        totals={view.totals.map((total) => ({
          label: totalLabel(total.code),
          value: total.value,
          emphasis: total.code === 'grand_total',
        }))}
        labels={{
          date: t`Date`,
          status: t`Status`,
          payment: t`Payment`,
          lines: t`Ordered items`,
          product: t`Product`,
          qty: t`Qty`,
          rowTotal: t`Total incl. tax`,
          shippingAddress: t`Shipping address`,
          billingAddress: t`Billing address`,
          totals: t`Order totals`,
        }}
        actions={
          <>
            <Link href={`/invoice/${encodeURIComponent(view.orderNumber)}`} appearance="button" variant="secondary">
              {t`See the invoice`}
            </Link>
            <Button
              variant="secondary"
              icon="refresh"
              loading={reordering === view.orderNumber}
              onClick={() => void reorder(view.orderNumber)}
            >
              {t`Order again`}
            </Button>
            {/* The withdrawal function for this order (Article 11a; art. L221-18 ff.): the owner goes straight to its lines. */}
            <Link
              href={`/retractation?order=${encodeURIComponent(view.orderNumber)}`}
              appearance="button"
              variant="secondary"
            >
              {t`Withdraw from the contract here`}
            </Link>
            <Link href="/my-account/orders">{t`Back to my orders`}</Link>
          </>
        }
      />
    </div>
  );
}
