import type { ServerCartItem } from '@citerne/core-api/contract';
import type { CartState, RemovedLine } from '../cart/CartState';
import type { CartAction } from '../cart/cartReducer';
import type { CartConfig } from '../config/cartConfig';
import { type CartDiffEntry, diffCart } from '../diff/diffCart';
import type { CartLine } from '../item/CartLineSchema';
import type { CartMessage } from '../notification/CartMessage';
import { type CartNotification, cartNotification } from '../notification/CartNotification';
import type { CartBackend, CartCallMode } from '../server/CartBackend';
import { classifyError } from './classifyError';
import { lineFromServerItem } from './lineFromServerItem';
import { toCartItemInput } from './toCartItemInput';

/** What a sync needs from the cart engine. */
export interface SyncRuntime {
  readonly backend: CartBackend;
  readonly config: CartConfig;
  getState(): CartState;
  dispatch(action: CartAction): void;
  notify(notification: CartNotification): void;
  isOnline(): boolean;
}

/**
 * The outcome of a sync: `synced`; `offline` (no answer, or a 5xx on the cart itself: everything kept
 * for the next sync);
 * `disabled` (cart sync is off); `no-cart` (nothing to sync and no server cart yet); `failed` (the
 * server kept refusing). `diff` is the last diff carried out.
 */
export interface SyncReport {
  readonly status: 'synced' | 'offline' | 'disabled' | 'no-cart' | 'failed';
  readonly diff: readonly CartDiffEntry[];
}

/** Why a step stopped the sync: go offline, start over with a fresh pull, or give up. */
type Stop = 'offline' | 'retry' | 'disabled' | 'failed';

const MAX_ROUNDS = 4;

const modeOf = (state: CartState): CartCallMode => ({ guest: state.bypassCount > 0 });

async function attempt<T>(runtime: SyncRuntime, call: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await call();
    } catch (error) {
      const kind = classifyError(error);
      if (tries >= runtime.config.maxNetworkAttempts || (kind !== 'offline' && kind !== 'server-error')) throw error;
    }
  }
}

function disableSync(runtime: SyncRuntime): 'disabled' {
  runtime.dispatch({ type: 'disableSync' });
  runtime.notify(cartNotification('sync-disabled', 'warning', { code: 'syncDisabled' }));
  return 'disabled';
}

/**
 * A 401 on the cart (SPEC §4 "Cart connect"): falls back to a guest cart while the backend has one and
 * fewer than `maxBypassAttempts` were made, and the refused call was not already a guest's; otherwise
 * cart sync is disabled.
 */
function bypassOrDisable(runtime: SyncRuntime, state: CartState, refusedAsGuest: boolean): 'bypassed' | 'disabled' {
  const canBypass = runtime.backend.guestFallback && state.bypassCount < runtime.config.maxBypassAttempts;
  if (refusedAsGuest || !canBypass) return disableSync(runtime);
  runtime.dispatch({ type: 'bypass' });
  return 'bypassed';
}

/**
 * Cart connect (SPEC §4 "Cart"): creates the server cart and stores its token. A 401 retries with a
 * guest cart until `maxBypassAttempts` is reached; then cart sync is disabled.
 * @example
 * if ((await connectCart(runtime, { guest: false })) === 'connected') await runSync(runtime, { forceClientState: false });
 */
export async function connectCart(
  runtime: SyncRuntime,
  { guest }: { guest: boolean },
): Promise<'connected' | 'offline' | 'disabled' | 'failed'> {
  for (;;) {
    const state = runtime.getState();
    const asGuest = guest || state.bypassCount > 0;
    try {
      const token = await attempt(runtime, () => runtime.backend.createCart({ guest: asGuest }));
      runtime.dispatch({ type: 'setToken', token });
      return 'connected';
    } catch (error) {
      const kind = classifyError(error);
      if (kind === 'offline' || kind === 'server-error') return 'offline';
      if (kind !== 'unauthorized') return 'failed';
      if (bypassOrDisable(runtime, state, asGuest) === 'disabled') return 'disabled';
    }
  }
}

/**
 * A failed cart call: what to do next. A 401 falls back to a guest cart (SPEC §4 "Cart connect"),
 * dropping the server cart; a 404/403 on the cart itself (`cartLevel`, the pull) drops the server cart
 * so the next round starts a new one; on a line it only asks for a fresh pull. A 5xx on a line update is
 * a failed update, undone like a refusal (SPEC §4 "Cart", §8); on the cart it waits for the next sync.
 */
function afterCartError(runtime: SyncRuntime, error: unknown, cartId: string, cartLevel: boolean): Stop | 'refused' {
  const kind = classifyError(error);
  if (kind === 'offline') return 'offline';
  if (kind === 'server-error') return cartLevel ? 'offline' : 'refused';
  if (kind === 'refused') return 'refused';
  const state = runtime.getState();
  if (kind === 'unauthorized') {
    if (bypassOrDisable(runtime, state, state.bypassCount > 0) === 'disabled') return 'disabled';
  } else if (!cartLevel) {
    return 'retry';
  }
  if (runtime.getState().serverToken === cartId) runtime.dispatch({ type: 'setToken', token: null });
  return 'retry';
}

const lineOf = (runtime: SyncRuntime, checksum: string) =>
  runtime.getState().items.find((item) => item.checksum === checksum);

function serverFields(answer: ServerCartItem, cartId: string): Partial<CartLine> {
  const record = answer as ServerCartItem & { price_incl_tax?: unknown };
  return {
    server_item_id: answer.item_id,
    server_cart_id: cartId,
    prev_qty: answer.qty,
    ...(answer.name ? { name: answer.name } : {}),
    ...(typeof answer.price === 'number' ? { price: answer.price } : {}),
    ...(typeof record.price_incl_tax === 'number' ? { price_incl_tax: record.price_incl_tax } : {}),
  };
}

/**
 * SPEC §4 "Cart", §8: a failed server item update (refused, or a 5xx answer) restores the previous
 * quantity (the one the server still holds), or removes the item if the server has none — unless the
 * shopper changed the line meanwhile: their newer intent wins. No answer at all is not a failed update:
 * the line waits for the next sync.
 */
function refuse(
  runtime: SyncRuntime,
  cartId: string,
  checksum: string,
  requested: number,
  error: unknown,
  serverItem?: ServerCartItem,
) {
  const line = lineOf(runtime, checksum);
  const message: CartMessage =
    error instanceof Error && error.message
      ? { code: 'serverMessage', params: { text: error.message } }
      : { code: 'errorWhileAdding' };
  runtime.notify(cartNotification('server-refused', 'danger', message, line?.sku));
  if (!line || line.qty !== requested) return;
  if (!serverItem) runtime.dispatch({ type: 'dropLine', checksum });
  else
    runtime.dispatch({
      type: 'patchLine',
      checksum,
      patch: { qty: serverItem.qty, ...serverFields(serverItem, cartId) },
    });
}

async function send(
  runtime: SyncRuntime,
  cartId: string,
  line: CartLine,
  itemId: number | undefined,
  qty: number,
): Promise<ServerCartItem> {
  const input = { ...toCartItemInput({ ...line, qty }, { withItemId: false }), ...(itemId ? { item_id: itemId } : {}) };
  return attempt(runtime, () => runtime.backend.update(cartId, input, modeOf(runtime.getState())));
}

/**
 * Records a server answer on the browser line. When the server holds the line under an item another
 * browser line is linked to, the two are one line: their quantities add up (both were the shopper's).
 * When the shopper removed the line while it was being sent, the server line is remembered as removed.
 */
async function settle(
  runtime: SyncRuntime,
  cartId: string,
  checksum: string,
  sku: string,
  first: ServerCartItem,
): Promise<Stop | null> {
  let answer = first;
  const state = runtime.getState();
  const line = lineOf(runtime, checksum);
  const twin = state.items.find(
    (item) => item !== line && item.server_item_id === answer.item_id && String(item.server_cart_id) === cartId,
  );
  if (!line && !twin) {
    runtime.dispatch({ type: 'rememberRemoval', removed: { cartId, itemId: answer.item_id, sku } });
    return null;
  }
  const target = (twin ?? line) as CartLine;
  const wanted = twin ? twin.qty + (line?.qty ?? 0) : target.qty;
  if (answer.qty !== wanted) {
    try {
      answer = await send(runtime, cartId, target, answer.item_id, wanted);
    } catch (error) {
      const next = afterCartError(runtime, error, cartId, false);
      if (next !== 'refused') return next;
      refuse(runtime, cartId, target.checksum, target.qty, error, answer);
      return null;
    }
  }
  if (twin && line) runtime.dispatch({ type: 'dropLine', checksum: line.checksum });
  runtime.dispatch({
    type: 'patchLine',
    checksum: target.checksum,
    patch: { ...(twin ? { qty: wanted } : {}), ...serverFields(answer, cartId) },
  });
  return null;
}

async function push(
  runtime: SyncRuntime,
  cartId: string,
  checksum: string,
  notFound: Set<string>,
  serverItem?: ServerCartItem,
) {
  const line = lineOf(runtime, checksum);
  if (!line) return null;
  let answer: ServerCartItem;
  try {
    answer = await send(runtime, cartId, line, serverItem?.item_id, line.qty);
  } catch (error) {
    // A 404 is the cart or the line gone (a fresh pull tells), or, a second time, the product itself.
    const kind = classifyError(error);
    const again = kind === 'gone' && notFound.has(checksum);
    if (kind === 'gone') notFound.add(checksum);
    const next = again ? 'refused' : afterCartError(runtime, error, cartId, false);
    if (next !== 'refused') return next;
    refuse(runtime, cartId, checksum, line.qty, error, serverItem);
    return null;
  }
  return settle(runtime, cartId, checksum, line.sku, answer);
}

async function deleteOnServer(runtime: SyncRuntime, cartId: string, serverItem: ServerCartItem): Promise<Stop | null> {
  try {
    await attempt(runtime, () => runtime.backend.delete(cartId, serverItem.item_id, modeOf(runtime.getState())));
  } catch (error) {
    const kind = classifyError(error);
    // Already gone is what we wanted; a refused delete leaves the line to the next sync.
    if (kind === 'gone' || kind === 'refused') return null;
    if (kind === 'server-error') return 'offline';
    return afterCartError(runtime, error, cartId, false) as Stop;
  }
  return null;
}

function relink(runtime: SyncRuntime, checksum: string, serverItem: ServerCartItem, cartId: string) {
  if (!lineOf(runtime, checksum)) return;
  runtime.dispatch({ type: 'patchLine', checksum, patch: serverFields(serverItem, cartId) });
}

async function carryOut(
  runtime: SyncRuntime,
  entry: CartDiffEntry,
  cartId: string,
  notFound: Set<string>,
): Promise<Stop | null> {
  if (entry.party === 'server') {
    if (entry.action === 'delete-server') return deleteOnServer(runtime, cartId, entry.serverItem);
    const local = lineOf(runtime, entry.checksum);
    if (local) relink(runtime, local.checksum, entry.serverItem, cartId);
    else runtime.dispatch({ type: 'add', line: lineFromServerItem(entry.serverItem, cartId) });
    return null;
  }
  const line = lineOf(runtime, entry.checksum);
  switch (entry.action) {
    case 'none':
      return null;
    case 'relink':
      if (entry.serverItem) relink(runtime, entry.checksum, entry.serverItem, cartId);
      return null;
    case 'update-local':
      if (!entry.serverItem || !line) return null;
      if (line.qty === entry.clientQty) {
        runtime.dispatch({ type: 'patchLine', checksum: entry.checksum, patch: { qty: entry.serverItem.qty } });
      }
      relink(runtime, entry.checksum, entry.serverItem, cartId);
      return null;
    case 'remove-local':
      if (line && line.qty === entry.clientQty) runtime.dispatch({ type: 'dropLine', checksum: entry.checksum });
      return null;
    case 'push':
      return push(runtime, cartId, entry.checksum, notFound);
    case 'update-server':
      return push(runtime, cartId, entry.checksum, notFound, entry.serverItem);
    default:
      return entry satisfies never;
  }
}

/**
 * One cart sync (SPEC §4 "Cart"): needs sync enabled, being online and a server cart (connected first
 * when the browser has lines but no server cart). Pulls the server lines, computes {@link diffCart} and
 * carries it out: pushes, updates, deletes on the server, merges server lines in, restores or removes
 * lines the server refused. A server cart that is gone (404) is replaced by a new one and the lines
 * pushed there; a 401 falls back to a guest cart (SPEC §4 "Cart connect"). No answer at all keeps
 * everything for the next sync. `forcedLines`: the lines whose client state is forced (see {@link diffCart}).
 * @example
 * const report = await runSync(runtime, { forceClientState: false, forcedLines: [line.checksum] });
 */
export async function runSync(
  runtime: SyncRuntime,
  { forceClientState, forcedLines = [] }: { forceClientState: boolean; forcedLines?: readonly string[] },
): Promise<SyncReport> {
  const { config } = runtime;
  let diff: CartDiffEntry[] = [];
  const notFound = new Set<string>();
  if (!config.synchronize || !runtime.getState().syncEnabled) return { status: 'disabled', diff };
  if (!runtime.isOnline()) return { status: 'offline', diff };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (runtime.getState().serverToken === null) {
      if (runtime.getState().items.length === 0) return { status: 'no-cart', diff };
      const connected = await connectCart(runtime, { guest: false });
      if (connected !== 'connected') return { status: connected, diff };
    }
    const state = runtime.getState();
    const cartId = state.serverToken as string;
    let serverItems: ServerCartItem[];
    try {
      serverItems = await attempt(runtime, () => runtime.backend.pull(cartId, modeOf(state)));
    } catch (error) {
      const next = afterCartError(runtime, error, cartId, true);
      if (next === 'retry') continue;
      return { status: next === 'refused' ? 'failed' : next, diff };
    }
    const current = runtime.getState();
    const removed: RemovedLine[] = current.removed.filter((line) => line.cartId === cartId);
    diff = diffCart(current.items, serverItems, {
      cartId,
      forceClientState,
      forcedLines,
      serverSyncCanRemoveLocalItems: config.serverSyncCanRemoveLocalItems,
      serverSyncCanModifyLocalItems: config.serverSyncCanModifyLocalItems,
      removed,
    });
    let stop: Stop | null = null;
    for (const entry of diff) {
      // The cart was disconnected or replaced meanwhile (an order placed): this diff is not its any more.
      stop = runtime.getState().serverToken === cartId ? await carryOut(runtime, entry, cartId, notFound) : 'retry';
      if (stop) break;
    }
    if (stop === 'retry') continue;
    if (stop) return { status: stop, diff };
    runtime.dispatch({ type: 'forgetRemovals', removed });
    return { status: 'synced', diff };
  }
  return { status: 'failed', diff };
}
