import { cartLineChecksum, parseCartConfig, prepareCartItems } from '@citerne/cart-sync';
import type { ApiClient } from '@citerne/core-api';
import type { CartItemInput, Product, ServerCartItem } from '@citerne/core-api/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { openRealShop, RealBrowser } from './openRealShop';

type RealShop = Awaited<ReturnType<typeof openRealShop>>;

/**
 * What the shopper expects, whatever the sync does:
 * - `expected`: line checksum → quantity, the shopper's last intent (lines merged in from the server included);
 * - `customerSaved`: what the customer's server cart holds (what comes back at the next login);
 * - `unseen`: lines another device added that this browser has not synced in yet.
 */
export interface ShopperModel {
  expected: Map<string, number>;
  customerSaved: Map<string, number>;
  unseen: Set<string>;
  online: boolean;
  loggedIn: boolean;
}

/** One shopper against the real API: their browser, account and another device of theirs. */
export interface RealShopper {
  shop: RealShop;
  browser: RealBrowser;
  email: string;
  password: string;
  /** Another device of the shopper, logged in as them when they are. */
  otherDevice: ApiClient;
}

const custom = (eyelets: string) => ({
  extension_attributes: {
    custom_options: [
      { option_id: 11, option_value: '450' },
      { option_id: 12, option_value: '300' },
      { option_id: 13, option_value: '15' },
      { option_id: 14, option_value: '17' },
      { option_id: 15, option_value: eyelets },
    ],
  },
});

/** The shopper's products, from the seed: simple, a configurable variant, options, virtual, bundle. */
export function shopperProducts(catalogue: Map<string, Product>): Product[] {
  const get = (sku: string) => {
    const product = catalogue.get(sku);
    if (!product) throw new Error(`seed product ${sku} is missing`);
    return product;
  };
  return [
    get('VA-PVC-40'),
    get('RA-CAN-50'),
    { ...get('CS-EP-1'), sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' },
    { ...get('BA-SUR-MESURE'), product_option: custom('21') },
    { ...get('BA-SUR-MESURE'), product_option: custom('22,21') },
    get('SV-INSTALL-50'),
    get('PACK-CS-EP-5'),
  ];
}

/** What the shopper's other device adds (never added by this browser). */
export const otherDeviceSkus: readonly string[] = ['KI-GOUT', 'RA-COU-50'];

const copy = (map: Map<string, number>) => new Map(map);

function synced(model: ShopperModel) {
  if (!model.online) return;
  model.unseen.clear();
  if (model.loggedIn) model.customerSaved = copy(model.expected);
}

const localMap = (real: RealShopper) =>
  new Map(real.browser.cart.getState().items.map((item) => [item.checksum, item.qty]));

async function serverLines(real: RealShopper): Promise<ServerCartItem[]> {
  const cartId = real.browser.cart.getState().serverToken;
  return cartId ? real.otherDevice.cart.pull({ cartId }) : [];
}

/** Whether the server cart and the browser cart hold the same lines and quantities, none twice. */
export async function inStep(real: RealShopper): Promise<boolean> {
  const remote = (await serverLines(real)).map((item) => `${cartLineChecksum(item)}:${item.qty}`).sort();
  const local = real.browser.cart
    .getState()
    .items.map((item) => `${item.checksum}:${item.qty}`)
    .sort();
  return JSON.stringify(remote) === JSON.stringify(local) && new Set(remote).size === remote.length;
}

async function assertStep(model: ShopperModel, real: RealShopper, shopperAction: boolean) {
  const items = real.browser.cart.getState().items;
  expect(new Set(items.map((item) => item.checksum)).size).toBe(items.length);
  const visible = new Map([...model.expected].filter(([key]) => !model.unseen.has(key)));
  expect(new Map([...localMap(real)].sort())).toEqual(new Map([...visible].sort()));
  if (shopperAction && model.online) expect(await inStep(real)).toBe(true);
}

type Command = fc.AsyncCommand<ShopperModel, RealShopper>;

/** Builds the commands of the real-shop sessions for this catalogue. */
export function realShopperCommands(catalogue: Map<string, Product>, { maxCommands }: { maxCommands: number }) {
  const products = shopperProducts(catalogue);
  const config = parseCartConfig();
  const prepared = products.map((product) => {
    const [line] = prepareCartItems([product], { config }).lines;
    if (!line) throw new Error(`seed product ${product.sku} cannot be added`);
    return { product, checksum: line.checksum, max: line.maxQuantity ?? config.maxQuantity };
  });

  class Add implements Command {
    constructor(
      readonly index: number,
      readonly qty: number,
    ) {}
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const { product, checksum, max } = prepared[this.index] as (typeof prepared)[number];
      const before = model.expected.get(checksum) ?? 0;
      const result = await real.browser.cart.addToCart({ ...product, qty: this.qty });
      if (before + this.qty > max) expect(result.added).toEqual([]);
      else {
        expect(result.refused).toEqual([]);
        model.expected.set(checksum, before + this.qty);
        synced(model);
      }
      await assertStep(model, real, true);
    }
    toString = () => `add(${products[this.index]?.sku}, ${this.qty})`;
  }

  class Update implements Command {
    constructor(
      readonly pick: number,
      readonly qty: number,
    ) {}
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const items = real.browser.cart.getState().items;
      const line = items[this.pick % Math.max(items.length, 1)];
      if (!line) return;
      const qty = Math.min(this.qty, line.maxQuantity ?? config.maxQuantity);
      expect((await real.browser.cart.updateQuantity(line.checksum, qty)).ok).toBe(true);
      model.expected.set(line.checksum, qty);
      synced(model);
      await assertStep(model, real, true);
    }
    toString = () => `update(#${this.pick}, ${this.qty})`;
  }

  class Remove implements Command {
    constructor(readonly pick: number) {}
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const items = real.browser.cart.getState().items;
      const line = items[this.pick % Math.max(items.length, 1)];
      if (!line) return;
      await real.browser.cart.removeItem(line.checksum);
      model.expected.delete(line.checksum);
      synced(model);
      await assertStep(model, real, true);
    }
    toString = () => `remove(#${this.pick})`;
  }

  class GoOffline implements Command {
    check = (model: Readonly<ShopperModel>) => model.online;
    async run(model: ShopperModel, real: RealShopper) {
      real.browser.setOnline(false);
      model.online = false;
      await assertStep(model, real, false);
    }
    toString = () => 'offline';
  }

  class GoOnline implements Command {
    check = (model: Readonly<ShopperModel>) => !model.online;
    async run(model: ShopperModel, real: RealShopper) {
      real.browser.setOnline(true);
      await real.browser.cart.idle();
      model.online = true;
      synced(model);
      await assertStep(model, real, true);
    }
    toString = () => 'online';
  }

  class Reload implements Command {
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const cart = real.browser.reload();
      await cart.load();
      if (model.loggedIn) await cart.authorize();
      synced(model);
      await assertStep(model, real, true);
    }
    toString = () => 'reload';
  }

  class LogIn implements Command {
    check = (model: Readonly<ShopperModel>) => model.online && !model.loggedIn;
    async run(model: ShopperModel, real: RealShopper) {
      const { token } = await real.browser.client.user.login({ username: real.email, password: real.password });
      real.browser.session.token = token;
      await real.browser.cart.authorize();
      const merged = copy(model.customerSaved);
      for (const [key, qty] of model.expected) merged.set(key, qty);
      model.expected = merged;
      model.loggedIn = true;
      synced(model);
      await assertStep(model, real, true);
    }
    toString = () => 'login';
  }

  class LogOut implements Command {
    check = (model: Readonly<ShopperModel>) => model.loggedIn;
    async run(model: ShopperModel, real: RealShopper) {
      await real.browser.cart.logout();
      real.browser.session.token = null;
      synced(model);
      model.expected = new Map();
      model.unseen.clear();
      model.loggedIn = false;
      await assertStep(model, real, false);
    }
    toString = () => 'logout';
  }

  class ServerAdd implements Command {
    constructor(
      readonly index: number,
      readonly qty: number,
    ) {}
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const cartId = real.browser.cart.getState().serverToken;
      const sku = otherDeviceSkus[this.index] as string;
      const key = cartLineChecksum({ sku });
      if (!cartId || model.expected.has(key) || (await serverLines(real)).some((item) => item.sku === sku)) return;
      await real.otherDevice.cart.update({ sku, qty: this.qty }, { cartId });
      model.expected.set(key, this.qty);
      model.unseen.add(key);
      if (model.loggedIn) model.customerSaved.set(key, this.qty);
      await assertStep(model, real, false);
    }
    toString = () => `otherDeviceAdd(${otherDeviceSkus[this.index]}, ${this.qty})`;
  }

  class ServerDrop implements Command {
    constructor(readonly pick: number) {}
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const cartId = real.browser.cart.getState().serverToken;
      const lines = await serverLines(real);
      const line = lines[this.pick % Math.max(lines.length, 1)];
      if (!cartId || !line) return;
      await real.otherDevice.cart.delete({ item_id: line.item_id }, { cartId });
      const key = cartLineChecksum(line);
      if (model.unseen.has(key)) {
        model.unseen.delete(key);
        model.expected.delete(key);
      }
      if (model.loggedIn) model.customerSaved.delete(key);
      await assertStep(model, real, false);
    }
    toString = () => `otherDeviceRemove(#${this.pick})`;
  }

  class ServerSetQty implements Command {
    constructor(
      readonly pick: number,
      readonly qty: number,
    ) {}
    check = () => true;
    async run(model: ShopperModel, real: RealShopper) {
      const cartId = real.browser.cart.getState().serverToken;
      const lines = await serverLines(real);
      const line = lines[this.pick % Math.max(lines.length, 1)];
      if (!cartId || !line) return;
      const product_option = line.product_option as CartItemInput['product_option'];
      await real.otherDevice.cart.update(
        { sku: line.sku, qty: this.qty, item_id: line.item_id, ...(product_option ? { product_option } : {}) },
        { cartId },
      );
      const key = cartLineChecksum(line);
      if (model.unseen.has(key)) model.expected.set(key, this.qty);
      if (model.loggedIn) model.customerSaved.set(key, this.qty);
      await assertStep(model, real, false);
    }
    toString = () => `otherDeviceSetQty(#${this.pick}, ${this.qty})`;
  }

  const small = fc.integer({ min: 1, max: 3 });
  const pick = fc.nat({ max: 20 });
  const product = fc.nat({ max: products.length - 1 });
  return fc.commands(
    [
      fc.tuple(product, small).map(([index, qty]) => new Add(index, qty)),
      fc.tuple(product, small).map(([index, qty]) => new Add(index, qty)),
      fc.tuple(pick, fc.integer({ min: 1, max: 6 })).map(([at, qty]) => new Update(at, qty)),
      pick.map((at) => new Remove(at)),
      fc.constant(new GoOffline()),
      fc.constant(new GoOnline()),
      fc.constant(new Reload()),
      fc.constant(new LogIn()),
      fc.constant(new LogOut()),
      fc.tuple(fc.nat({ max: otherDeviceSkus.length - 1 }), small).map(([index, qty]) => new ServerAdd(index, qty)),
      pick.map((at) => new ServerDrop(at)),
      fc.tuple(pick, fc.integer({ min: 1, max: 6 })).map(([at, qty]) => new ServerSetQty(at, qty)),
    ],
    { maxCommands, size: 'max' },
  );
}

let shoppers = 0;

/** A fresh shopper: a new browser (guest) and a newly registered account, on the shared real shop. */
export async function newRealShopper(shop: RealShop): Promise<{ model: ShopperModel; real: RealShopper }> {
  const browser = shop.browser();
  shoppers += 1;
  const email = `shopper-${process.pid}-${shoppers}-${Date.now()}@example.fr`;
  const password = 'citerne-2025';
  await shop.otherDevice().user.create({ customer: { email, firstname: 'Léa', lastname: 'Martin' }, password });
  return {
    model: { expected: new Map(), customerSaved: new Map(), unseen: new Set(), online: true, loggedIn: false },
    real: { shop, browser, email, password, otherDevice: shop.otherDevice(() => browser.session.token) },
  };
}

/** The end of a session: back online and synced, server and browser agree with the shopper's last intent. */
export async function assertFinal(model: ShopperModel, real: RealShopper) {
  real.browser.setOnline(true);
  await real.browser.cart.idle();
  await real.browser.cart.sync();
  model.online = true;
  synced(model);
  expect(await inStep(real)).toBe(true);
  expect(new Map([...localMap(real)].sort())).toEqual(new Map([...model.expected].sort()));
}
