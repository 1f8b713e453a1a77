import type { Order } from '@citerne/core-api/contract';
import { sellerTextValues } from '@citerne/core-api/contract';
import { Button, Invoice } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { paymentMethodLabel } from '../checkout/paymentMethodLabel';
import { useSellerIdentity } from '../chrome/useSellerIdentity';
import { invoiceView } from './invoiceView';
import '../checkout/checkout.css';

/**
 * SPEC §2 "/invoice/{id}": the printable French invoice of an order — the seller's identity and registration
 * numbers (Code de commerce, art. R123-237), the buyer, the lines excl. tax, VAT and incl. tax, shipping, payment
 * method and order date (SPEC §9 format).
 */
export function InvoicePage({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const view = invoiceView(order);
  const totalLabels = {
    subtotal: t`Subtotal excl. VAT`,
    discount: t`Discount`,
    shipping: t`Shipping incl. VAT`,
    tax: t`VAT`,
    grand_total: t`Total incl. VAT`,
  } as const;
  const seller = useSellerIdentity();
  const sellerText = sellerTextValues(seller);
  const { legalForm } = seller;
  const capital = sellerText.shareCapital;
  return (
    <div className="invoice-page">
      <Invoice
        seller={{
          name: seller.companyName,
          addressLines: [
            t`${legalForm} with a share capital of ${capital}`,
            seller.address.street,
            `${seller.address.postcode} ${seller.address.city}`,
            seller.address.country === 'FR' ? 'France' : seller.address.country,
          ],
          siret: sellerText.siret,
          rcs: sellerText.rcs,
          vatNumber: seller.vatNumber,
          email: seller.email,
          phone: seller.phone.display,
        }}
        invoiceNumber={`F-${view.orderNumber}`}
        orderNumber={view.orderNumber}
        date={view.date}
        customer={{
          name: view.billing?.name ?? '',
          addressLines: view.billing?.lines ?? [],
          ...(view.email ? { email: view.email } : {}),
          ...(view.billing?.company ? { company: view.billing.company } : {}),
          ...(view.billing?.taxId ? { taxId: view.billing.taxId } : {}),
        }}
        {...(view.shipping ? { shippingAddress: { name: view.shipping.name, addressLines: view.shipping.lines } } : {})}
        lines={view.lines}
        totals={view.totals.map((total) => ({
          label: totalLabels[total.code],
          value: total.value,
          ...(total.code === 'grand_total' ? { emphasis: true } : {}),
        }))}
        paymentLabel={paymentMethodLabel(i18n, view.paymentMethod)}
        legalNotes={[
          t`Payment due on receipt of the invoice; no discount for early payment.`,
          t`Late payment: penalties at three times the legal interest rate and a fixed compensation of 40 € for recovery costs (Code de commerce, art. L441-10).`,
        ]}
        labels={{
          title: t`Invoice`,
          invoiceNumber: t`Invoice number`,
          orderNumber: t`Order number`,
          date: t`Date`,
          payment: t`Payment method`,
          status: t`Status`,
          siret: t`SIRET`,
          vatNumber: t`VAT number`,
          email: t`E-mail`,
          phone: t`Phone`,
          billedTo: t`Billed to`,
          shippedTo: t`Delivered to`,
          taxId: t`VAT number`,
          lines: t`Ordered products`,
          totals: t`Totals`,
          columns: {
            sku: t`Reference`,
            name: t`Product`,
            qty: t`Qty`,
            unitExclTax: t`Unit price excl. VAT`,
            taxPercent: t`VAT rate`,
            rowExclTax: t`Total excl. VAT`,
            rowTax: t`VAT`,
            rowInclTax: t`Total incl. VAT`,
          },
        }}
      >
        <Button type="button" variant="secondary" icon="printer" onClick={() => window.print()}>
          {t`Print`}
        </Button>
      </Invoice>
    </div>
  );
}
