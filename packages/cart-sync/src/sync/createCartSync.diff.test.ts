import { ApiError, NetworkError } from '@citerne/core-api';
import { connector, pipe, pump, tank, tarpaulin, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import { line } from '../testing/lines';
import { setupCart } from '../testing/setupCart';

const checksumOf = (world: ReturnType<typeof setupCart>, sku: string) =>
  world.cart.getState().items.find((item) => item.sku === sku)?.checksum as string;
const networkFailure = () => new NetworkError('http://fake.test/api', new TypeError('fetch failed'));
const tokenOf = (world: ReturnType<typeof setupCart>) => world.cart.getState().serverToken as string;
const serverIdOf = (world: ReturnType<typeof setupCart>, sku: string) =>
  world.server.lines(tokenOf(world)).find((item) => item.sku === sku)?.item_id as number;

describe('the sync diff carried out (SPEC §4)', () => {
  it('server lacks a client item: it is pushed to the server', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.serverDrop(tokenOf(world), serverIdOf(world, 'VA-PVC-40'));
    const report = await world.cart.sync();
    expect(report.diff).toEqual([expect.objectContaining({ status: 'no-item', action: 'push' })]);
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('server lacks a client item: removed locally when the config allows the server to remove local items', async () => {
    const world = setupCart({ config: { serverSyncCanRemoveLocalItems: true } });
    await world.cart.addToCart([valve, connector]);
    world.server.serverDrop(tokenOf(world), serverIdOf(world, 'VA-PVC-40'));
    await world.cart.sync();
    expect(world.localView()).toEqual(['RA-CAN-50×1']);
  });

  it('server lacks a client item: a never-synced line a sync does not force is removed locally when the config allows the server to remove local items', async () => {
    const world = setupCart({ config: { serverSyncCanRemoveLocalItems: true } });
    await world.cart.addToCart(valve);
    world.cart.dispatch({ type: 'add', line: line(connector.sku, 1) });
    await world.cart.sync();
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('the sync after the shopper’s own add forces the client state: the new line is pushed although the server may remove local items', async () => {
    const world = setupCart({ config: { serverSyncCanRemoveLocalItems: true } });
    await world.cart.addToCart(valve);
    world.setOnline(false);
    await world.cart.addToCart(connector);
    world.setOnline(true);
    await world.cart.idle();
    expect(world.localView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×1']);
    expect(world.serverView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×1']);
  });

  it('the sync after the shopper’s own quantity change forces the client state: the server may modify local items, not this one', async () => {
    const world = setupCart({ config: { serverSyncCanModifyLocalItems: true } });
    await world.cart.addToCart(valve);
    await world.cart.updateQuantity(checksumOf(world, 'VA-PVC-40'), 3);
    expect(world.localView()).toEqual(['VA-PVC-40×3']);
    expect(world.serverView()).toEqual(['VA-PVC-40×3']);
  });

  it('quantities differ: the server item is updated to the browser’s', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.serverSetQty(tokenOf(world), serverIdOf(world, 'VA-PVC-40'), 7);
    const report = await world.cart.sync();
    expect(report.diff[0]).toMatchObject({ status: 'wrong-qty', action: 'update-server' });
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('quantities differ: the local item is updated when the config allows the server to modify local items', async () => {
    const world = setupCart({ config: { serverSyncCanModifyLocalItems: true } });
    await world.cart.addToCart(valve);
    world.server.serverSetQty(tokenOf(world), serverIdOf(world, 'VA-PVC-40'), 7);
    await world.cart.sync();
    expect(world.localView()).toEqual(['VA-PVC-40×7']);
  });

  it('server item missing on the client: added to the client silently (merge)', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.serverAdd(tokenOf(world), { sku: pipe.sku, qty: 2 });
    const heard = world.notifications.length;
    await world.cart.sync();
    expect(world.localView()).toEqual(['TU-PE-32×2', 'VA-PVC-40×1']);
    expect(world.notifications).toHaveLength(heard);
  });

  it('server item missing on the client: deleted on the server when the client state is forced', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.serverAdd(tokenOf(world), { sku: pump.sku, qty: 1 });
    const report = await world.cart.sync({ forceClientState: true });
    expect(report.diff.at(-1)).toMatchObject({ party: 'server', action: 'delete-server', reason: 'forced' });
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('options are kept on both sides: the same sku with other options is another line', async () => {
    const world = setupCart();
    const options = (value: string) => ({
      extension_attributes: {
        custom_options: [
          { option_id: 11, option_value: '300' },
          { option_id: 15, option_value: value },
        ],
      },
    });
    await world.cart.addToCart([
      { ...tarpaulin, product_option: options('21') },
      { ...tarpaulin, product_option: options('22,21') },
    ]);
    await world.cart.addToCart({ ...tarpaulin, product_option: options('21,22') });
    expect(world.localView()).toEqual(['BA-SUR-MESURE×1', 'BA-SUR-MESURE×2']);
    expect(world.serverView()).toEqual(['BA-SUR-MESURE×1', 'BA-SUR-MESURE×2']);
    expect(world.inStep()).toBe(true);
  });

  it('sync merges by default: on load, lines of both sides are kept', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.serverAdd(tokenOf(world), { sku: pipe.sku, qty: 1 });
    await world.reload().load();
    expect(world.localView()).toEqual(['TU-PE-32×1', 'VA-PVC-40×1']);
  });

  it('without merge by default, connecting makes the browser cart replace the server’s', async () => {
    const world = setupCart({ config: { serverMergeByDefault: false } });
    await world.cart.addToCart(valve);
    world.server.serverAdd(tokenOf(world), { sku: pipe.sku, qty: 1 });
    await world.reload().load();
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });
});

describe('removal and clearing reach the server', () => {
  it('removing a line deletes it on the server', async () => {
    const world = setupCart();
    await world.cart.addToCart([valve, connector]);
    await world.cart.removeItem(checksumOf(world, 'VA-PVC-40'));
    expect(world.serverView()).toEqual(['RA-CAN-50×1']);
  });

  it('removing a configurable product removes its variant lines by parent sku, on the server too', async () => {
    const world = setupCart();
    const variant = (sku: string) => ({ ...tank, sku, parentSku: tank.sku });
    await world.cart.addToCart([variant('CS-EP-1-VERT'), valve, { ...variant('CS-EP-1-NOIR'), qty: 2 }]);
    await world.cart.removeProduct(tank.sku);
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
  });

  it('removing a line by its checksum still removes that line only', async () => {
    const world = setupCart();
    const variant = (sku: string) => ({ ...tank, sku, parentSku: tank.sku });
    await world.cart.addToCart([variant('CS-EP-1-VERT'), variant('CS-EP-1-NOIR')]);
    await world.cart.removeItem(checksumOf(world, 'CS-EP-1-VERT'));
    expect(world.localView()).toEqual(['CS-EP-1-NOIR×1']);
    expect(world.serverView()).toEqual(['CS-EP-1-NOIR×1']);
  });

  it('clearing with sync empties the server cart too', async () => {
    const world = setupCart();
    await world.cart.addToCart([valve, connector]);
    await world.cart.clear();
    expect(world.serverView()).toEqual([]);
    expect(world.cart.getState().serverToken).not.toBeNull();
  });

  it('clearing without sync leaves the server alone; with disconnect the token is dropped', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const token = tokenOf(world);
    await world.cart.clear({ sync: false, disconnect: true });
    expect(world.cart.getState()).toMatchObject({ items: [], serverToken: null });
    expect(world.server.lines(token).map((item) => item.sku)).toEqual(['VA-PVC-40']);
  });
});

describe('after an order is placed: clear without syncing, and disconnect (SPEC §4 "Place order")', () => {
  it('the token is dropped and the next add starts a new server cart', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const ordered = tokenOf(world);
    await world.cart.clear({ sync: false, disconnect: true });
    expect(world.cart.getState()).toMatchObject({ items: [], serverToken: null });
    const created = world.server.calls.get('createCart') ?? 0;
    await world.cart.addToCart(connector);
    expect(world.server.calls.get('createCart')).toBe(created + 1);
    expect(tokenOf(world)).not.toBe(ordered);
    expect(world.serverView()).toEqual(['RA-CAN-50×1']);
    expect(world.server.lines(ordered).map((item) => `${item.sku}×${item.qty}`)).toEqual(['VA-PVC-40×1']);
  });

  it('the cart is disconnected at once: a product added right after goes to a new cart and stays', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const ordered = tokenOf(world);
    const clearing = world.cart.clear({ sync: false, disconnect: true });
    expect(world.cart.getState()).toMatchObject({ items: [], serverToken: null });
    await world.cart.addToCart(connector);
    await clearing;
    await world.cart.idle();
    expect(world.localView()).toEqual(['RA-CAN-50×1']);
    expect(tokenOf(world)).not.toBe(ordered);
    expect(world.serverView()).toEqual(['RA-CAN-50×1']);
  });

  it('a sync under way when the cart is disconnected does not bring the ordered cart’s lines back', async () => {
    let reached = () => {};
    let release = () => {};
    const pulled = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    const world = setupCart({
      wrap: (backend) => ({
        ...backend,
        async pull(cartId, mode) {
          const lines = await backend.pull(cartId, mode);
          if (holding) {
            reached();
            await gate;
          }
          return lines;
        },
      }),
    });
    await world.cart.addToCart(valve);
    world.server.serverAdd(tokenOf(world), { sku: pipe.sku, qty: 1 });
    holding = true;
    const syncing = world.cart.sync();
    await pulled;
    await world.cart.clear({ sync: false, disconnect: true });
    release();
    await syncing;
    expect(world.cart.getState()).toMatchObject({ items: [], serverToken: null });
  });

  it('a sync still queued does not empty the ordered server cart', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const ordered = tokenOf(world);
    const updating = world.cart.updateQuantity(checksumOf(world, 'VA-PVC-40'), 2);
    await world.cart.clear({ sync: false, disconnect: true });
    await updating;
    await world.cart.idle();
    expect(world.cart.getState()).toMatchObject({ items: [], serverToken: null });
    expect(world.server.lines(ordered)).toHaveLength(1);
  });
});

describe('failed server updates (SPEC §4, §8)', () => {
  it('a refused quantity update restores the previous quantity, with the server message', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...valve, stock: undefined, qty: 5 });
    const result = await world.cart.updateQuantity(checksumOf(world, 'VA-PVC-40'), 25);
    expect(result.ok).toBe(true);
    expect(world.localView()).toEqual(['VA-PVC-40×5']);
    expect(world.serverView()).toEqual(['VA-PVC-40×5']);
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'server-refused',
      code: 'serverMessage',
      params: { text: 'Only 20 of this type available' },
    });
  });

  it('a refused new line is removed, as there was no previous quantity', async () => {
    const world = setupCart({ config: { checkStockOnAdd: false } });
    await world.cart.addToCart({ ...valve, sku: 'UNKNOWN-SKU' });
    expect(world.localView()).toEqual([]);
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'server-refused',
      code: 'serverMessage',
      params: { text: 'Product UNKNOWN-SKU does not exist.' },
    });
  });

  it('a server error (5xx) on a quantity update restores the previous quantity, with the server message', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.failNext('update', () => new ApiError({ status: 500, message: 'Internal server error' }));
    await world.cart.updateQuantity(checksumOf(world, 'VA-PVC-40'), 3);
    expect(world.localView()).toEqual(['VA-PVC-40×1']);
    expect(world.serverView()).toEqual(['VA-PVC-40×1']);
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'server-refused',
      code: 'serverMessage',
      params: { text: 'Internal server error' },
    });
  });

  it('a server error (5xx) on a new line removes it, as the server never accepted it', async () => {
    const world = setupCart();
    world.server.failNext('update', () => new ApiError({ status: 503, message: 'Service unavailable' }));
    await world.cart.addToCart(valve);
    expect(world.localView()).toEqual([]);
    expect(world.notifications.at(-1)).toMatchObject({
      kind: 'server-refused',
      code: 'serverMessage',
      params: { text: 'Service unavailable' },
    });
  });

  it('no answer at all (network failure) keeps the new quantity and the new line for the next sync', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.server.failNext('update', networkFailure);
    await world.cart.updateQuantity(checksumOf(world, 'VA-PVC-40'), 3);
    world.server.failNext('update', networkFailure);
    await world.cart.addToCart(connector);
    expect(world.localView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×3']);
    await world.cart.sync();
    expect(world.serverView()).toEqual(['RA-CAN-50×1', 'VA-PVC-40×3']);
  });
});
