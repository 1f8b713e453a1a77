import { describe, expect, it } from 'vitest';
import { shopProducts } from '../catalogue/shopProducts';
import { CartRefusal } from './CartRefusal';
import { createCartLedger } from './createCartLedger';

describe('the cart ledger of the fakes', () => {
  it('keeps one active cart per customer and a new one for each guest', () => {
    const ledger = createCartLedger<string>(shopProducts);
    const lea = ledger.create('lea@example.fr');
    expect(ledger.create('lea@example.fr')).toBe(lea);
    expect(ledger.create(null)).not.toBe(ledger.create(null));
    ledger.close(lea);
    expect(ledger.create('lea@example.fr')).not.toBe(lea);
  });

  it('refuses another customer’s cart, a customer’s cart without login and a closed cart, as the API does', () => {
    const ledger = createCartLedger<string>(shopProducts);
    const lea = ledger.create('lea@example.fr');
    const refusal = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error instanceof CartRefusal ? [error.status, error.code] : error;
      }
      return 'accepted';
    };
    expect(refusal(() => ledger.open(lea, 'paul@example.fr'))).toEqual([403, 'CART_FORBIDDEN']);
    expect(refusal(() => ledger.open(lea, null))).toEqual([401, 'CART_NEEDS_LOGIN']);
    ledger.close(lea);
    expect(refusal(() => ledger.open(lea, 'lea@example.fr'))).toEqual([404, 'CART_NOT_FOUND']);
  });

  it('sells no more than the managed stock when asked to, and ignores stock that is not managed', () => {
    const fromStock = createCartLedger<string>(shopProducts, { limitToStock: true });
    const cart = fromStock.open(fromStock.create(null), null);
    expect(() => fromStock.put(cart, { sku: 'CIT-10M3', qty: 6, quoteId: cart.id })).toThrow(
      'Only 5 of this type available',
    );
    expect(fromStock.put(cart, { sku: 'CIT-10M3', qty: 5, quoteId: cart.id }).qty).toBe(5);
    expect(fromStock.put(cart, { sku: 'VANNE', qty: 40, quoteId: cart.id }).qty).toBe(40);
    const unlimited = createCartLedger<string>(shopProducts);
    const other = unlimited.open(unlimited.create(null), null);
    expect(unlimited.put(other, { sku: 'CIT-10M3', qty: 6, quoteId: other.id }).qty).toBe(6);
  });

  it('takes the coupon’s 10 % off each row incl. tax, to the cent', () => {
    const ledger = createCartLedger<string>(shopProducts, { coupons: ['BIENVENUE10'] });
    const cart = ledger.open(ledger.create(null), null);
    ledger.put(cart, { sku: 'SKU-3', qty: 1, quoteId: cart.id });
    ledger.applyCoupon(cart, 'BIENVENUE10');
    const totals = ledger.totals(cart);
    // SKU-3: 12 € HT, 14.40 € TTC; 10 % is 1.44 €; shipping 5 € TTC.
    expect(totals).toMatchObject({ subtotal_incl_tax: 14.4, discount_amount: -1.44, grand_total: 17.96 });
    expect(() => ledger.applyCoupon(cart, 'NOPE')).toThrow(CartRefusal);
  });
});
