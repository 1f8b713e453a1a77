import type { Order } from '@citerne/core-api/contract';
import { formatOrderDate } from './formatOrderDate';

/** A line of the invoice: amounts in euros, excl. tax (HT), tax (TVA) and incl. tax (TTC). */
export interface InvoiceLineView {
  readonly sku: string;
  readonly name: string;
  readonly qty: number;
  readonly unitExclTax: number;
  readonly taxPercent: number;
  readonly rowExclTax: number;
  readonly rowTax: number;
  readonly rowInclTax: number;
}

/** The totals of the invoice, each named by its SPEC §9 segment code. */
export interface InvoiceTotalView {
  readonly code: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grand_total';
  readonly value: number;
}

/** An address as the invoice prints it. */
export interface InvoiceAddressView {
  readonly name: string;
  readonly company: string | null;
  readonly lines: readonly string[];
  readonly taxId: string | null;
}

/** What the invoice page prints of an order. */
export interface InvoiceView {
  readonly orderNumber: string;
  readonly date: string;
  readonly email: string | null;
  readonly billing: InvoiceAddressView | null;
  readonly shipping: InvoiceAddressView | null;
  readonly lines: readonly InvoiceLineView[];
  readonly totals: readonly InvoiceTotalView[];
  readonly paymentMethod: string;
  readonly status: string;
  readonly shippingDescription: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function addressView(address: unknown): InvoiceAddressView | null {
  if (!address || typeof address !== 'object') return null;
  const a = address as Record<string, unknown>;
  const street = Array.isArray(a.street) ? a.street.map(text).filter(Boolean) : [];
  const cityLine = [text(a.postcode), text(a.city)].filter(Boolean).join(' ');
  return {
    name: [text(a.firstname), text(a.lastname)].filter(Boolean).join(' '),
    company: text(a.company) || null,
    lines: [...street, cityLine, text(a.country_id)].filter(Boolean),
    taxId: text(a.vat_id) || null,
  };
}

/**
 * The invoice of an order (the API's order view): lines HT / TVA / TTC, the totals in the SPEC §9 order (subtotal
 * excl. tax, discount, shipping incl. tax, tax, grand total incl. tax), addresses, payment method and the order date
 * in the shop's format.
 *
 * @example
 * const view = invoiceView(order);
 * view.totals.at(-1); // { code: 'grand_total', value: 574 }
 */
export function invoiceView(order: Order): InvoiceView {
  const source = order as Order & { shipping_address?: unknown; shipping_description?: string | null };
  const discount = amount(order.discount_amount);
  return {
    orderNumber: order.increment_id,
    date: formatOrderDate(order.created_at),
    email: order.customer_email ?? null,
    billing: addressView(order.billing_address),
    shipping: addressView(source.shipping_address),
    lines: (order.items ?? []).map((item) => {
      const row = item as typeof item & {
        price?: number;
        row_total?: number;
        tax_amount?: number;
        tax_percent?: number;
      };
      return {
        sku: item.sku,
        name: item.name,
        qty: item.qty_ordered,
        unitExclTax: amount(row.price),
        taxPercent: amount(row.tax_percent),
        rowExclTax: amount(row.row_total),
        rowTax: amount(row.tax_amount),
        rowInclTax: amount(item.row_total_incl_tax),
      };
    }),
    totals: [
      { code: 'subtotal', value: amount(order.subtotal) },
      ...(discount !== 0 ? [{ code: 'discount' as const, value: discount }] : []),
      ...(source.shipping_address ? [{ code: 'shipping' as const, value: amount(order.shipping_incl_tax) }] : []),
      { code: 'tax', value: amount(order.tax_amount) },
      { code: 'grand_total', value: amount(order.grand_total) },
    ],
    paymentMethod: order.payment?.method ?? '',
    status: order.status,
    shippingDescription: text(source.shipping_description) || null,
  };
}
