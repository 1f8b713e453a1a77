import type { Product } from '@citerne/core-api/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { parseCartConfig } from '../config/parseCartConfig';
import { cartLineChecksum } from '../item/cartLineChecksum';
import { prepareCartItems } from '../product/prepareCartItems';
import { connector, installation, pack, pipe, pump, tank, tarpaulin, valve } from './catalogue';
import { type CartWorld, setupCart } from './setupCart';

/**
 * What the shopper expects, whatever the sync does (the model of the property tests):
 * - `expected`: line checksum → quantity, the shopper's last intent, lines merged in from the server included;
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

/** The real thing: one browser against the fake server, and the shopper's customer account. */
export interface ShopperReal {
  world: CartWorld;
  customer: { id: number; logIn(): string };
}

const custom = (width: string, eyelets: string) => ({
  extension_attributes: {
    custom_options: [
      { option_id: 11, option_value: width },
      { option_id: 15, option_value: eyelets },
    ],
  },
});

/** What the shopper may add: every kind of line (options, variant, bundle, virtual). */
export const shopperProducts: readonly Product[] = [
  valve,
  connector,
  { ...tank, sku: 'CS-EP-1-VERT', parentSku: 'CS-EP-1' },
  { ...tarpaulin, product_option: custom('300', '21') },
  { ...tarpaulin, product_option: custom('300', '22,21') },
  installation,
  pack,
];

/** What another device of the shopper adds on the server (never added by this browser). */
export const otherDeviceSkus: readonly string[] = [pipe.sku, pump.sku];

const config = parseCartConfig();
const prepared = shopperProducts.map((product) => {
  const [line] = prepareCartItems([product], { config }).lines;
  if (!line) throw new Error(`test product ${product.sku} cannot be added`);
  return { product, checksum: line.checksum, max: line.maxQuantity ?? config.maxQuantity };
});

const copy = (map: Map<string, number>) => new Map(map);

/** After the browser synced (a shopper action while online): lines merged in, the customer cart in step. */
function synced(model: ShopperModel) {
  if (!model.online) return;
  model.unseen.clear();
  if (model.loggedIn) model.customerSaved = copy(model.expected);
}

const localMap = (real: ShopperReal) =>
  new Map(real.world.cart.getState().items.map((item) => [item.checksum, item.qty]));

/** The invariants after every step: the browser holds the expected lines but those not synced in yet. */
export function assertStep(model: ShopperModel, real: ShopperReal, { shopperAction }: { shopperAction: boolean }) {
  const items = real.world.cart.getState().items;
  expect(new Set(items.map((item) => item.checksum)).size).toBe(items.length);
  const visible = new Map([...model.expected].filter(([key]) => !model.unseen.has(key)));
  expect(new Map([...localMap(real)].sort())).toEqual(new Map([...visible].sort()));
  if (shopperAction && model.online) expect(real.world.inStep()).toBe(true);
}

type Command = fc.AsyncCommand<ShopperModel, ShopperReal>;

class Add implements Command {
  constructor(
    readonly index: number,
    readonly qty: number,
  ) {}
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const { product, checksum, max } = prepared[this.index % prepared.length] as (typeof prepared)[number];
    const before = model.expected.get(checksum) ?? 0;
    const result = await real.world.cart.addToCart({ ...product, qty: this.qty });
    if (before + this.qty > max) {
      expect(result.added).toEqual([]);
    } else {
      expect(result.added).toHaveLength(1);
      model.expected.set(checksum, before + this.qty);
      synced(model);
    }
    assertStep(model, real, { shopperAction: true });
  }
  toString = () => `add(${shopperProducts[this.index % shopperProducts.length]?.sku}, ${this.qty})`;
}

class Update implements Command {
  constructor(
    readonly pick: number,
    readonly qty: number,
  ) {}
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const items = real.world.cart.getState().items;
    const line = items[this.pick % Math.max(items.length, 1)];
    if (!line) return;
    const qty = Math.min(this.qty, line.maxQuantity ?? config.maxQuantity);
    const result = await real.world.cart.updateQuantity(line.checksum, qty);
    expect(result.ok).toBe(true);
    model.expected.set(line.checksum, qty);
    synced(model);
    assertStep(model, real, { shopperAction: true });
  }
  toString = () => `update(#${this.pick}, ${this.qty})`;
}

class Remove implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const items = real.world.cart.getState().items;
    const line = items[this.pick % Math.max(items.length, 1)];
    if (!line) return;
    await real.world.cart.removeItem(line.checksum);
    model.expected.delete(line.checksum);
    synced(model);
    assertStep(model, real, { shopperAction: true });
  }
  toString = () => `remove(#${this.pick})`;
}

class GoOffline implements Command {
  check = (model: Readonly<ShopperModel>) => model.online;
  async run(model: ShopperModel, real: ShopperReal) {
    real.world.setOnline(false);
    model.online = false;
    assertStep(model, real, { shopperAction: false });
  }
  toString = () => 'offline';
}

class GoOnline implements Command {
  check = (model: Readonly<ShopperModel>) => !model.online;
  async run(model: ShopperModel, real: ShopperReal) {
    real.world.setOnline(true);
    await real.world.cart.idle();
    model.online = true;
    synced(model);
    assertStep(model, real, { shopperAction: true });
  }
  toString = () => 'online';
}

class Reload implements Command {
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const cart = real.world.reload();
    await cart.load();
    if (model.loggedIn) await cart.authorize();
    synced(model);
    assertStep(model, real, { shopperAction: true });
  }
  toString = () => 'reload';
}

class LogIn implements Command {
  check = (model: Readonly<ShopperModel>) => model.online && !model.loggedIn;
  async run(model: ShopperModel, real: ShopperReal) {
    real.world.session.token = real.customer.logIn();
    await real.world.cart.authorize();
    // The customer's saved lines come back; the guest's lines win where both have one (the last intent).
    const merged = copy(model.customerSaved);
    for (const [key, qty] of model.expected) merged.set(key, qty);
    model.expected = merged;
    model.loggedIn = true;
    synced(model);
    assertStep(model, real, { shopperAction: true });
  }
  toString = () => 'login';
}

class LogOut implements Command {
  check = (model: Readonly<ShopperModel>) => model.loggedIn;
  async run(model: ShopperModel, real: ShopperReal) {
    await real.world.cart.logout();
    real.world.session.token = null;
    synced(model);
    model.expected = new Map();
    model.unseen.clear();
    model.loggedIn = false;
    assertStep(model, real, { shopperAction: false });
  }
  toString = () => 'logout';
}

class ServerAdd implements Command {
  constructor(
    readonly index: number,
    readonly qty: number,
  ) {}
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const token = real.world.cart.getState().serverToken;
    const sku = otherDeviceSkus[this.index % otherDeviceSkus.length] as string;
    const key = cartLineChecksum({ sku });
    if (!token || model.expected.has(key) || real.world.server.lines(token).some((item) => item.sku === sku)) return;
    real.world.server.serverAdd(token, { sku, qty: this.qty });
    model.expected.set(key, this.qty);
    model.unseen.add(key);
    if (model.loggedIn) model.customerSaved.set(key, this.qty);
    assertStep(model, real, { shopperAction: false });
  }
  toString = () => `serverAdd(${otherDeviceSkus[this.index % otherDeviceSkus.length]}, ${this.qty})`;
}

class ServerDrop implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const token = real.world.cart.getState().serverToken;
    const lines = token ? real.world.server.lines(token) : [];
    const line = lines[this.pick % Math.max(lines.length, 1)];
    if (!token || !line) return;
    real.world.server.serverDrop(token, line.item_id);
    const key = cartLineChecksum(line);
    // A line this browser has is the shopper's: it comes back. One it never saw was only the other device's.
    if (model.unseen.has(key)) {
      model.unseen.delete(key);
      model.expected.delete(key);
    }
    if (model.loggedIn) model.customerSaved.delete(key);
    assertStep(model, real, { shopperAction: false });
  }
  toString = () => `serverDrop(#${this.pick})`;
}

class ServerSetQty implements Command {
  constructor(
    readonly pick: number,
    readonly qty: number,
  ) {}
  check = () => true;
  async run(model: ShopperModel, real: ShopperReal) {
    const token = real.world.cart.getState().serverToken;
    const lines = token ? real.world.server.lines(token) : [];
    const line = lines[this.pick % Math.max(lines.length, 1)];
    if (!token || !line) return;
    real.world.server.serverSetQty(token, line.item_id, this.qty);
    const key = cartLineChecksum(line);
    if (model.unseen.has(key)) model.expected.set(key, this.qty);
    if (model.loggedIn) model.customerSaved.set(key, this.qty);
    assertStep(model, real, { shopperAction: false });
  }
  toString = () => `serverSetQty(#${this.pick}, ${this.qty})`;
}

const small = fc.integer({ min: 1, max: 3 });
const pick = fc.nat({ max: 20 });

/** Random shopper sessions: adds, updates, removals, offline/online, reloads, logins, other-device changes. */
export const shopperCommands = fc.commands(
  [
    fc.tuple(fc.nat({ max: shopperProducts.length - 1 }), small).map(([index, qty]) => new Add(index, qty)),
    fc.tuple(fc.nat({ max: shopperProducts.length - 1 }), small).map(([index, qty]) => new Add(index, qty)),
    fc.tuple(pick, fc.integer({ min: 1, max: 6 })).map(([at, qty]) => new Update(at, qty)),
    pick.map((at) => new Remove(at)),
    fc.constant(new GoOffline()),
    fc.constant(new GoOnline()),
    fc.constant(new Reload()),
    fc.constant(new LogIn()),
    fc.constant(new LogOut()),
    fc.tuple(fc.nat({ max: 1 }), small).map(([index, qty]) => new ServerAdd(index, qty)),
    pick.map((at) => new ServerDrop(at)),
    fc.tuple(pick, fc.integer({ min: 1, max: 6 })).map(([at, qty]) => new ServerSetQty(at, qty)),
  ],
  { maxCommands: 30, size: 'max' },
);

/** A fresh shopper (guest, with an account to log into) against a fresh fake server. */
export function newShopper(): { model: ShopperModel; real: ShopperReal } {
  const world = setupCart();
  return {
    model: { expected: new Map(), customerSaved: new Map(), unseen: new Set(), online: true, loggedIn: false },
    real: { world, customer: world.server.registerCustomer() },
  };
}

/**
 * The end of a session: back online and synced, the server cart and the browser cart agree, every line
 * the shopper did not remove is there, none twice, each with the shopper's last quantity.
 */
export async function assertFinal(model: ShopperModel, real: ShopperReal) {
  real.world.setOnline(true);
  await real.world.cart.idle();
  await real.world.cart.sync();
  model.online = true;
  synced(model);
  expect(real.world.inStep()).toBe(true);
  expect(new Map([...localMap(real)].sort())).toEqual(new Map([...model.expected].sort()));
}
