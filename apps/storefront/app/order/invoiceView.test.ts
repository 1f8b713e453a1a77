import type { Order } from '@citerne/core-api/contract';
import { describe, expect, it } from 'vitest';
import { invoiceView } from './invoiceView';

const order = {
  entity_id: 3,
  increment_id: '000000003',
  created_at: '2026-11-25 09:05:00',
  status: 'pending',
  grand_total: 574,
  subtotal: 474.17,
  shipping_incl_tax: 5,
  tax_amount: 94.83,
  discount_amount: 0,
  customer_email: 'lea@example.fr',
  items: [
    {
      sku: 'CS-EP-5',
      name: 'Citerne souple eau de pluie 5 m³',
      qty_ordered: 1,
      price: 474.17,
      row_total: 474.17,
      tax_amount: 94.83,
      tax_percent: 20,
      row_total_incl_tax: 569,
    },
  ],
  billing_address: {
    firstname: 'Léa',
    lastname: 'Martin',
    street: ['3 rue des Lilas', ''],
    postcode: '49300',
    city: 'Cholet',
    country_id: 'FR',
  },
  shipping_address: {
    firstname: 'Léa',
    lastname: 'Martin',
    street: ['3 rue des Lilas'],
    postcode: '49300',
    city: 'Cholet',
    country_id: 'FR',
  },
  payment: { method: 'cashondelivery' },
} as unknown as Order;

describe('invoiceView', () => {
  it('prints each line excl. VAT, its VAT and incl. VAT', () => {
    expect(invoiceView(order).lines).toEqual([
      {
        sku: 'CS-EP-5',
        name: 'Citerne souple eau de pluie 5 m³',
        qty: 1,
        unitExclTax: 474.17,
        taxPercent: 20,
        rowExclTax: 474.17,
        rowTax: 94.83,
        rowInclTax: 569,
      },
    ]);
  });

  it('lists the totals in the SPEC §9 order, shipping only for a delivered order, no discount row without one', () => {
    expect(invoiceView(order).totals.map((total) => total.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);
    const { shipping_address: _, ...virtual } = order as Order & { shipping_address?: unknown };
    expect(invoiceView({ ...virtual, discount_amount: -10 } as Order).totals.map((total) => total.code)).toEqual([
      'subtotal',
      'discount',
      'tax',
      'grand_total',
    ]);
  });

  it('prints the addresses on lines without empty street lines, and the date in the shop format', () => {
    const view = invoiceView(order);
    expect(view.billing).toEqual({
      name: 'Léa Martin',
      company: null,
      lines: ['3 rue des Lilas', '49300 Cholet', 'FR'],
      taxId: null,
    });
    expect(view.date).toBe('10:05 25/11/2026');
  });
});
