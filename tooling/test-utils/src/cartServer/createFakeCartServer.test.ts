import { describe, expect, it } from 'vitest';
import { kit, tank, valve } from '../catalogue/cartCatalogue';
import { catalogue } from '../catalogue/catalogue';
import { createFakeCartServer } from './createFakeCartServer';
import { sellablesOf } from './sellablesOf';

describe('the fake server cart', () => {
  it('sells a configurable product’s variants, under their parent, and no grouped product itself', () => {
    expect(sellablesOf([tank, kit]).map(({ sku, parentSku, type }) => ({ sku, parentSku, type }))).toEqual([
      { sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1', type: 'configurable' },
      { sku: 'CS-EP-1-NOIR', parentSku: 'CS-EP-1', type: 'configurable' },
    ]);
  });

  it('answers with the contract product’s name and prices, and refuses more than its maximum', async () => {
    const backend = createFakeCartServer([valve]).backend();
    const cartId = await backend.createCart({ guest: true });
    expect(await backend.update(cartId, { sku: 'VA-PVC-40', qty: 2, quoteId: cartId }, { guest: true })).toMatchObject({
      name: 'Vanne PVC 40',
      price: 20.75,
      price_incl_tax: 24.9,
    });
    await expect(
      backend.update(cartId, { sku: 'VA-PVC-40', qty: 21, quoteId: cartId }, { guest: true }),
    ).rejects.toThrow('Only 20 of this type available');
  });

  it('a request the contract refuses is answered 400 and changes nothing', async () => {
    const server = createFakeCartServer([valve]);
    const backend = server.backend();
    const cartId = await backend.createCart({ guest: true });
    await expect(
      backend.update(cartId, { sku: 'VA-PVC-40', qty: 'two' as never, quoteId: cartId }, { guest: true }),
    ).rejects.toMatchObject({ status: 400 });
    expect(server.lines(cartId)).toEqual([]);
  });

  it('paused, it holds every answer until resumed (a story’s syncing state)', async () => {
    const server = createFakeCartServer(catalogue);
    const backend = server.backend({ guestFallback: false });
    server.pause();
    let answered = false;
    const creating = backend.createCart({ guest: true }).then((cartId) => {
      answered = true;
      return cartId;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    server.resume();
    expect(await creating).toMatch(/^cart-/);
  });

  it('a sku out of stock from the start, or later, is answered out_of_stock', async () => {
    const server = createFakeCartServer(catalogue, { stock: { 'BA-46': 'out_of_stock' } });
    const backend = server.backend();
    expect((await backend.checkStock('BA-46')).stock_status).toBe('out_of_stock');
    server.setStock('BA-46', 'ok');
    expect((await backend.checkStock('BA-46')).is_in_stock).toBe(true);
  });

  it('the totals carry the French segments of SPEC §9 and a coupon’s discount', async () => {
    const server = createFakeCartServer([valve]);
    const backend = server.backend();
    const cartId = await backend.createCart({ guest: true });
    await backend.update(cartId, { sku: 'VA-PVC-40', qty: 2, quoteId: cartId }, { guest: true });
    await backend.applyCoupon(cartId, 'BIENVENUE10', { guest: true });
    const totals = await backend.totals(cartId, { guest: true });
    expect(totals.total_segments.map((segment) => [segment.title, segment.value])).toEqual([
      ['Sous total HT', 41.5],
      ['Remise', -4.98],
      ['Frais de port TTC', 5],
      ['Taxe', 9.3],
      ['Total TTC', 49.82],
    ]);
  });
});
