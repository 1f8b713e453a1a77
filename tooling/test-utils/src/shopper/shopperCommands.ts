import { type CartSync, cartLineChecksum, parseCartConfig, prepareCartItems } from '@citerne/cart-sync';
import type { Product, ServerCartItem } from '@citerne/core-api/contract';
import fc from 'fast-check';
import { expect } from 'vitest';

// The cart guarantee's model-based property test (SPEC §4), shared by the suite against the in-package
// fake server (packages/cart-sync/src/sync/cartSyncGuarantee.test.ts) and the one against the real apps/api
// (tooling/integration): the same shopper model, commands and checks, only the server driver differs.

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
  /** The coupon the browser's cart holds: the last one applied and not removed (the guest's survives login). */
  coupon: string | null;
  /** The coupon the customer's server cart holds (what comes back at the next login when the guest has none). */
  customerCoupon: string | null;
}

/** One shopper's browser: its cart engine, session, page reload and online switch. */
export interface ShopperBrowser {
  /** The browser's cart engine (a reload opens a new one). */
  readonly cart: CartSync;
  /** The browser's session: the customer token its cart sends, `null` for a guest. */
  readonly session: { token: string | null };
  /** A new page load: a new engine reading the same storage. */
  reload(): CartSync;
  /** Browser and network go offline or online together; coming online fires `online`. */
  setOnline(online: boolean): void;
}

/**
 * How the commands reach one shopper's browser and the server it syncs with (the fake server or the real API).
 *
 * @example
 * const driver: ShopperDriver = {
 *   browser: world, logIn: async () => customer.logIn(),
 *   serverLines: async (cartId) => world.server.lines(cartId), ...
 * };
 */
export interface ShopperDriver {
  readonly browser: ShopperBrowser;
  /** Logs the shopper's customer account in (what the login form does) and gives its token. */
  logIn(): Promise<string>;
  /** The lines of a server cart, read from the server (not through the browser). */
  serverLines(cartId: string): Promise<readonly ServerCartItem[]>;
  /** Another device of the shopper adds a line to the server cart. */
  otherDeviceAdd(cartId: string, item: { sku: string; qty: number }): Promise<void>;
  /** Another device of the shopper removes a server line. */
  otherDeviceRemove(cartId: string, line: ServerCartItem): Promise<void>;
  /** Another device of the shopper sets a server line's quantity. */
  otherDeviceSetQty(cartId: string, line: ServerCartItem, qty: number): Promise<void>;
  /** The coupon a server cart holds, read from the server; without it the coupon is checked in the browser only. */
  serverCoupon?(cartId: string): Promise<string | null>;
}

/** What a shopper session is made of: the products the shopper adds and those another device adds. */
export interface ShopperCommandsOptions {
  /** Every kind of line the shopper may add (options, variant, bundle, virtual). */
  products: readonly Product[];
  /** What another device of the shopper adds on the server (never added by this browser). */
  otherDeviceSkus: readonly string[];
  maxCommands: number;
  /** Coupon codes the server accepts: with them, sessions also apply and remove coupons. */
  coupons?: readonly string[];
}

/** A fresh shopper's model: a guest, online, with an empty cart and an empty customer cart. */
export const newShopperModel = (): ShopperModel => ({
  expected: new Map(),
  customerSaved: new Map(),
  unseen: new Set(),
  online: true,
  loggedIn: false,
  coupon: null,
  customerCoupon: null,
});

const copy = (map: Map<string, number>) => new Map(map);
const sorted = (map: Map<string, number>) => new Map([...map].sort());

/** After the browser synced (a shopper action while online): lines merged in, the customer cart in step. */
function synced(model: ShopperModel) {
  if (!model.online) return;
  model.unseen.clear();
  if (model.loggedIn) model.customerSaved = copy(model.expected);
}

const localMap = (driver: ShopperDriver) =>
  new Map(driver.browser.cart.getState().items.map((item) => [item.checksum, item.qty]));

/** The line at a generated position of a list (wrapping), or none when the list is empty. */
const pickFrom = <T>(list: readonly T[], pick: number): T | undefined => list[pick % Math.max(list.length, 1)];

/** Whether the server cart and the browser cart hold the same lines and quantities, none twice. */
export async function inStep(driver: ShopperDriver): Promise<boolean> {
  const cartId = driver.browser.cart.getState().serverToken;
  const remote = (cartId ? await driver.serverLines(cartId) : [])
    .map((item) => `${cartLineChecksum(item)}:${item.qty}`)
    .sort();
  const local = driver.browser.cart
    .getState()
    .items.map((item) => `${item.checksum}:${item.qty}`)
    .sort();
  return (
    JSON.stringify(remote) === JSON.stringify(local) &&
    new Set(remote).size === remote.length &&
    new Set(local).size === local.length
  );
}

/** The invariants after every step: the browser holds the expected lines but those not synced in yet. */
async function assertStep(model: ShopperModel, driver: ShopperDriver, { shopperAction }: { shopperAction: boolean }) {
  const items = driver.browser.cart.getState().items;
  expect(new Set(items.map((item) => item.checksum)).size).toBe(items.length);
  const visible = new Map([...model.expected].filter(([key]) => !model.unseen.has(key)));
  expect(sorted(localMap(driver))).toEqual(sorted(visible));
  if (shopperAction && model.online) expect(await inStep(driver)).toBe(true);
}

/** The coupon as the shopper expects it: in the browser's cart and, online, on its server cart. */
async function assertCoupon(model: ShopperModel, driver: ShopperDriver) {
  const { coupon, serverToken } = driver.browser.cart.getState();
  expect(coupon?.code ?? null).toBe(model.coupon);
  if (model.online && serverToken !== null && driver.serverCoupon) {
    expect(await driver.serverCoupon(serverToken)).toBe(model.coupon);
  }
}

type Command = fc.AsyncCommand<ShopperModel, ShopperDriver>;

/** A shopper action on a browser line picked by position (none when the cart is empty). */
abstract class OnBrowserLine implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  abstract act(model: ShopperModel, driver: ShopperDriver, checksum: string, maxQuantity?: number): Promise<void>;
  async run(model: ShopperModel, driver: ShopperDriver) {
    const line = pickFrom(driver.browser.cart.getState().items, this.pick);
    if (!line) return;
    await this.act(model, driver, line.checksum, line.maxQuantity);
    synced(model);
    await assertStep(model, driver, { shopperAction: true });
  }
}

/** Another device's change to a server line picked by position (none without a server cart or line). */
abstract class OnServerLine implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  abstract act(model: ShopperModel, driver: ShopperDriver, cartId: string, line: ServerCartItem): Promise<void>;
  async run(model: ShopperModel, driver: ShopperDriver) {
    const cartId = driver.browser.cart.getState().serverToken;
    const line = pickFrom(cartId ? await driver.serverLines(cartId) : [], this.pick);
    if (!cartId || !line) return;
    await this.act(model, driver, cartId, line);
    await assertStep(model, driver, { shopperAction: false });
  }
}

/**
 * Random shopper sessions: adds, updates, removals, offline/online, reloads, logins, logouts, other-device
 * changes and, given `coupons`, coupons applied and removed, each followed by the step invariants (after a login
 * no line lost or doubled and the guest's coupon kept; after a logout an empty guest cart); end them with
 * {@link assertFinal}.
 *
 * @example
 * await fc.assert(fc.asyncProperty(shopperCommands({ products, otherDeviceSkus, maxCommands: 30 }), async (cmds) => {
 *   const model = newShopperModel();
 *   await fc.asyncModelRun(() => ({ model, real: driver }), cmds);
 *   await assertFinal(model, driver);
 * }));
 */
export function shopperCommands({ products, otherDeviceSkus, maxCommands, coupons = [] }: ShopperCommandsOptions) {
  const config = parseCartConfig();
  const prepared = products.map((product) => {
    const [line] = prepareCartItems([product], { config }).lines;
    if (!line) throw new Error(`test product ${product.sku} cannot be added`);
    return { product, checksum: line.checksum, max: line.maxQuantity ?? config.maxQuantity };
  });

  class Add implements Command {
    constructor(
      readonly index: number,
      readonly qty: number,
    ) {}
    check = () => true;
    async run(model: ShopperModel, driver: ShopperDriver) {
      const { product, checksum, max } = prepared[this.index] as (typeof prepared)[number];
      const before = model.expected.get(checksum) ?? 0;
      const result = await driver.browser.cart.addToCart({ ...product, qty: this.qty });
      if (before + this.qty > max) {
        expect(result.added).toEqual([]);
      } else {
        expect(result.added).toHaveLength(1);
        expect(result.refused).toEqual([]);
        model.expected.set(checksum, before + this.qty);
        synced(model);
      }
      await assertStep(model, driver, { shopperAction: true });
    }
    toString = () => `add(${products[this.index]?.sku}, ${this.qty})`;
  }

  class Update extends OnBrowserLine {
    constructor(
      pick: number,
      readonly qty: number,
    ) {
      super(pick);
    }
    async act(model: ShopperModel, driver: ShopperDriver, checksum: string, maxQuantity?: number) {
      const qty = Math.min(this.qty, maxQuantity ?? config.maxQuantity);
      expect((await driver.browser.cart.updateQuantity(checksum, qty)).ok).toBe(true);
      model.expected.set(checksum, qty);
    }
    override toString = () => `update(#${this.pick}, ${this.qty})`;
  }

  class Remove extends OnBrowserLine {
    async act(model: ShopperModel, driver: ShopperDriver, checksum: string) {
      await driver.browser.cart.removeItem(checksum);
      model.expected.delete(checksum);
    }
    override toString = () => `remove(#${this.pick})`;
  }

  class GoOffline implements Command {
    check = (model: Readonly<ShopperModel>) => model.online;
    async run(model: ShopperModel, driver: ShopperDriver) {
      driver.browser.setOnline(false);
      model.online = false;
      await assertStep(model, driver, { shopperAction: false });
    }
    toString = () => 'offline';
  }

  class GoOnline implements Command {
    check = (model: Readonly<ShopperModel>) => !model.online;
    async run(model: ShopperModel, driver: ShopperDriver) {
      driver.browser.setOnline(true);
      await driver.browser.cart.idle();
      model.online = true;
      synced(model);
      await assertStep(model, driver, { shopperAction: true });
    }
    toString = () => 'online';
  }

  class Reload implements Command {
    check = () => true;
    async run(model: ShopperModel, driver: ShopperDriver) {
      const cart = driver.browser.reload();
      await cart.load();
      if (model.loggedIn) await cart.authorize();
      synced(model);
      await assertStep(model, driver, { shopperAction: true });
    }
    toString = () => 'reload';
  }

  class LogIn implements Command {
    check = (model: Readonly<ShopperModel>) => model.online && !model.loggedIn;
    async run(model: ShopperModel, driver: ShopperDriver) {
      driver.browser.session.token = await driver.logIn();
      await driver.browser.cart.authorize();
      // The customer's saved lines come back; the guest's lines win where both have one (the last intent).
      const merged = copy(model.customerSaved);
      for (const [key, qty] of model.expected) merged.set(key, qty);
      model.expected = merged;
      // So does the guest's coupon; without one, the customer cart keeps its own.
      model.coupon ??= model.customerCoupon;
      model.customerCoupon = model.coupon;
      model.loggedIn = true;
      synced(model);
      await assertStep(model, driver, { shopperAction: true });
      await assertCoupon(model, driver);
    }
    toString = () => 'login';
  }

  class LogOut implements Command {
    check = (model: Readonly<ShopperModel>) => model.loggedIn;
    async run(model: ShopperModel, driver: ShopperDriver) {
      await driver.browser.cart.logout();
      driver.browser.session.token = null;
      synced(model);
      model.expected = new Map();
      model.unseen.clear();
      model.loggedIn = false;
      model.coupon = null;
      await assertStep(model, driver, { shopperAction: false });
      // An empty guest cart: no line, no coupon, no server cart.
      expect(driver.browser.cart.getState()).toMatchObject({ items: [], coupon: null, serverToken: null });
    }
    toString = () => 'logout';
  }

  class OtherDeviceAdd implements Command {
    constructor(
      readonly index: number,
      readonly qty: number,
    ) {}
    check = () => true;
    async run(model: ShopperModel, driver: ShopperDriver) {
      const cartId = driver.browser.cart.getState().serverToken;
      const sku = otherDeviceSkus[this.index] as string;
      const key = cartLineChecksum({ sku });
      if (!cartId || model.expected.has(key)) return;
      if ((await driver.serverLines(cartId)).some((item) => item.sku === sku)) return;
      await driver.otherDeviceAdd(cartId, { sku, qty: this.qty });
      model.expected.set(key, this.qty);
      model.unseen.add(key);
      if (model.loggedIn) model.customerSaved.set(key, this.qty);
      await assertStep(model, driver, { shopperAction: false });
    }
    toString = () => `otherDeviceAdd(${otherDeviceSkus[this.index]}, ${this.qty})`;
  }

  class OtherDeviceRemove extends OnServerLine {
    async act(model: ShopperModel, driver: ShopperDriver, cartId: string, line: ServerCartItem) {
      await driver.otherDeviceRemove(cartId, line);
      const key = cartLineChecksum(line);
      // A line this browser has is the shopper's: it comes back. One it never saw was only the other device's.
      if (model.unseen.has(key)) {
        model.unseen.delete(key);
        model.expected.delete(key);
      }
      if (model.loggedIn) model.customerSaved.delete(key);
    }
    override toString = () => `otherDeviceRemove(#${this.pick})`;
  }

  class OtherDeviceSetQty extends OnServerLine {
    constructor(
      pick: number,
      readonly qty: number,
    ) {
      super(pick);
    }
    async act(model: ShopperModel, driver: ShopperDriver, cartId: string, line: ServerCartItem) {
      await driver.otherDeviceSetQty(cartId, line, this.qty);
      const key = cartLineChecksum(line);
      if (model.unseen.has(key)) model.expected.set(key, this.qty);
      if (model.loggedIn) model.customerSaved.set(key, this.qty);
    }
    override toString = () => `otherDeviceSetQty(#${this.pick}, ${this.qty})`;
  }

  class ApplyCoupon implements Command {
    constructor(readonly index: number) {}
    check = () => true;
    async run(model: ShopperModel, driver: ShopperDriver) {
      const code = coupons[this.index] as string;
      const before = driver.browser.cart.getState();
      const hasCart = before.serverToken !== null || before.items.length > 0;
      const applied = await driver.browser.cart.applyCoupon(code);
      // Online with a cart, a coupon the server accepts is applied (the lines are synced first).
      expect(applied).toBe(model.online && hasCart);
      if (applied) {
        model.coupon = code;
        if (model.loggedIn) model.customerCoupon = code;
      }
      synced(model);
      await assertStep(model, driver, { shopperAction: true });
      await assertCoupon(model, driver);
    }
    toString = () => `applyCoupon(${coupons[this.index]})`;
  }

  class RemoveCoupon implements Command {
    check = () => true;
    async run(model: ShopperModel, driver: ShopperDriver) {
      const hasCart = driver.browser.cart.getState().serverToken !== null;
      const removed = await driver.browser.cart.removeCoupon();
      expect(removed).toBe(model.online && hasCart);
      if (removed) {
        model.coupon = null;
        if (model.loggedIn) model.customerCoupon = null;
      }
      await assertStep(model, driver, { shopperAction: false });
      await assertCoupon(model, driver);
    }
    toString = () => 'removeCoupon';
  }

  const small = fc.integer({ min: 1, max: 3 });
  const pick = fc.nat({ max: 20 });
  const quantity = fc.integer({ min: 1, max: 6 });
  const product = fc.nat({ max: products.length - 1 });
  return fc.commands(
    [
      fc.tuple(product, small).map(([index, qty]) => new Add(index, qty)),
      fc.tuple(product, small).map(([index, qty]) => new Add(index, qty)),
      fc.tuple(pick, quantity).map(([at, qty]) => new Update(at, qty)),
      pick.map((at) => new Remove(at)),
      fc.constant(new GoOffline()),
      fc.constant(new GoOnline()),
      fc.constant(new Reload()),
      fc.constant(new LogIn()),
      fc.constant(new LogOut()),
      fc
        .tuple(fc.nat({ max: otherDeviceSkus.length - 1 }), small)
        .map(([index, qty]) => new OtherDeviceAdd(index, qty)),
      pick.map((at) => new OtherDeviceRemove(at)),
      fc.tuple(pick, quantity).map(([at, qty]) => new OtherDeviceSetQty(at, qty)),
      ...(coupons.length > 0
        ? [fc.nat({ max: coupons.length - 1 }).map((index) => new ApplyCoupon(index)), fc.constant(new RemoveCoupon())]
        : []),
    ],
    { maxCommands, size: 'max' },
  );
}

/**
 * The end of a session: back online and synced, the server cart and the browser cart agree, every line
 * the shopper did not remove is there, none twice, each with the shopper's last quantity.
 */
export async function assertFinal(model: ShopperModel, driver: ShopperDriver) {
  driver.browser.setOnline(true);
  await driver.browser.cart.idle();
  await driver.browser.cart.sync();
  model.online = true;
  synced(model);
  expect(await inStep(driver)).toBe(true);
  expect(sorted(localMap(driver))).toEqual(sorted(model.expected));
  await assertCoupon(model, driver);
}
