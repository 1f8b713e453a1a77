import { connector, pipe, tarpaulin, valve } from '@repo/test-utils';
import { describe, expect, it } from 'vitest';
import type { CartBackend } from '../server/CartBackend';
import { setupCart } from '../testing/setupCart';

/** Holds `update` calls until released, to change the cart while a line is on its way. */
function holdUpdates() {
  let started: () => void = () => {};
  let release: () => void = () => {};
  let holding = false;
  const control = {
    hold() {
      holding = true;
      const reached = new Promise<void>((resolve) => {
        started = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { reached, release: () => release(), released };
    },
    wrap(backend: CartBackend): CartBackend {
      return {
        ...backend,
        async update(cartId, input, mode) {
          if (holding) {
            holding = false;
            const gate = new Promise<void>((resolve) => {
              const previous = release;
              release = () => {
                previous();
                resolve();
              };
            });
            started();
            await gate;
          }
          return backend.update(cartId, input, mode);
        },
      };
    },
  };
  return control;
}

describe('known failures of comparable carts cannot happen', () => {
  it('quantities are not doubled by a race between load and authorise', async () => {
    const world = setupCart();
    await world.cart.addToCart({ ...valve, qty: 2 });
    const customer = world.server.registerCustomer();
    world.session.token = customer.logIn();
    const reloaded = world.reload();
    await Promise.all([reloaded.load(), reloaded.authorize(), reloaded.load(), reloaded.authorize()]);
    expect(world.serverView()).toEqual(['VA-PVC-40×2']);
    expect(world.localView()).toEqual(['VA-PVC-40×2']);
    expect(world.server.carts.get(reloaded.getState().serverToken as string)?.owner).toBe(customer.id);
  });

  it('items removed offline do not come back, even after a reload', async () => {
    const world = setupCart();
    await world.cart.addToCart([valve, connector]);
    world.setOnline(false);
    await world.cart.removeItem(world.cart.getState().items[0]?.checksum as string);
    const reloaded = world.reload();
    world.setOnline(true);
    await reloaded.load();
    await reloaded.idle();
    expect(world.localView()).toEqual(['RA-CAN-50×1']);
    expect(world.serverView()).toEqual(['RA-CAN-50×1']);
  });

  it('options are not lost after login', async () => {
    const world = setupCart();
    const options = {
      extension_attributes: {
        custom_options: [
          { option_id: 11, option_value: '450' },
          { option_id: 15, option_value: '22' },
        ],
      },
    };
    await world.cart.addToCart({ ...tarpaulin, product_option: options });
    const customer = world.server.registerCustomer();
    world.session.token = customer.logIn();
    await world.cart.authorize();
    const [server] = world.server.lines(world.cart.getState().serverToken as string);
    expect(server?.product_option?.extension_attributes?.custom_options).toEqual([
      { option_id: '11', option_value: '450' },
      { option_id: '15', option_value: '22' },
    ]);
    expect(world.cart.getState().items[0]?.product_option).toEqual(options);
  });

  it('totals are not stale after merge: they cover the customer’s saved lines too', async () => {
    const world = setupCart();
    const customer = world.server.registerCustomer();
    world.session.token = customer.logIn();
    await world.cart.authorize();
    await world.cart.addToCart(pipe);
    await world.cart.logout();
    world.session.token = null;
    await world.cart.addToCart(valve);
    world.session.token = customer.logIn();
    await world.cart.authorize();
    expect(world.localView()).toEqual(['TU-PE-32×1', 'VA-PVC-40×1']);
    expect(world.cart.getState().platformTotals?.items.map((item) => item.qty)).toEqual([1, 1]);
    expect(world.inStep()).toBe(true);
  });

  it('after login the guest’s quantity of a line the customer had saved is kept (the last intent)', async () => {
    const world = setupCart();
    const customer = world.server.registerCustomer();
    world.session.token = customer.logIn();
    await world.cart.authorize();
    await world.cart.addToCart({ ...valve, qty: 5 });
    await world.cart.logout();
    world.session.token = null;
    expect(world.localView()).toEqual([]);
    await world.cart.addToCart({ ...valve, qty: 2 });
    world.session.token = customer.logIn();
    await world.cart.authorize();
    expect(world.serverView()).toEqual(['VA-PVC-40×2']);
  });

  it('logout clears the cart and disconnects; the customer cart keeps its lines on the server', async () => {
    const world = setupCart();
    const customer = world.server.registerCustomer();
    world.session.token = customer.logIn();
    await world.cart.authorize();
    await world.cart.addToCart(valve);
    const customerCart = world.cart.getState().serverToken as string;
    await world.cart.logout();
    expect(world.cart.getState()).toMatchObject({ items: [], serverToken: null });
    expect(world.server.lines(customerCart).map((item) => item.sku)).toEqual(['VA-PVC-40']);
  });

  it('a line removed while it is being sent is deleted on the server', async () => {
    const control = holdUpdates();
    const world = setupCart({ wrap: control.wrap });
    const gate = control.hold();
    const adding = world.cart.addToCart(valve);
    await gate.reached;
    const removing = world.cart.removeItem(world.cart.getState().items[0]?.checksum as string);
    gate.release();
    await Promise.all([adding, removing]);
    await world.cart.idle();
    expect(world.localView()).toEqual([]);
    expect(world.serverView()).toEqual([]);
  });

  it('a quantity changed while the line is being sent wins', async () => {
    const control = holdUpdates();
    const world = setupCart({ wrap: control.wrap });
    const gate = control.hold();
    const adding = world.cart.addToCart(valve);
    await gate.reached;
    const updating = world.cart.updateQuantity(world.cart.getState().items[0]?.checksum as string, 6);
    gate.release();
    await Promise.all([adding, updating]);
    await world.cart.idle();
    expect(world.localView()).toEqual(['VA-PVC-40×6']);
    expect(world.serverView()).toEqual(['VA-PVC-40×6']);
  });

  it('a line added on another device while this one is offline is merged in when it comes back', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    world.setOnline(false);
    world.server.setOnline(true);
    world.server.serverAdd(world.cart.getState().serverToken as string, { sku: pipe.sku, qty: 3 });
    world.server.setOnline(false);
    await world.cart.addToCart(connector);
    world.setOnline(true);
    await world.cart.idle();
    expect(world.localView()).toEqual(['RA-CAN-50×1', 'TU-PE-32×3', 'VA-PVC-40×1']);
    expect(world.inStep()).toBe(true);
  });

  it('a line the server already holds when it arrives is set to the browser’s quantity, not added to it', async () => {
    let raced = false;
    const world: ReturnType<typeof setupCart> = setupCart({
      wrap: (backend) => ({
        ...backend,
        async update(cartId, input, mode) {
          if (!raced) {
            raced = true;
            world.server.serverAdd(cartId, { sku: input.sku, qty: 4 });
          }
          return backend.update(cartId, input, mode);
        },
      }),
    });
    await world.cart.addToCart({ ...valve, qty: 2 });
    expect(world.serverView()).toEqual(['VA-PVC-40×2']);
    expect(world.inStep()).toBe(true);
  });

  it('two browser lines the server holds as one become one line with both quantities', async () => {
    const world = setupCart();
    const options = (value: string) => ({
      extension_attributes: { custom_options: [{ option_id: 11, option_value: value }] },
    });
    await world.cart.addToCart({ ...tarpaulin, product_option: options('x, y'), qty: 2 });
    await world.cart.addToCart({ ...tarpaulin, product_option: options('y,x'), qty: 3 });
    expect(world.localView()).toEqual(['BA-SUR-MESURE×5']);
    expect(world.serverView()).toEqual(['BA-SUR-MESURE×5']);
  });
});
