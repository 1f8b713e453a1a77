import * as v from 'valibot';
import { type CartLine, CartLineSchema } from '../item/CartLineSchema';
import { cartLineChecksum } from '../item/cartLineChecksum';
import type { CartStorageProblem } from './CartStorageProblem';
import { CART_STORAGE_KEYS } from './cartStorageKeys';
import type { StorageLike } from './StorageLike';
import {
  RemovedLineSchema,
  type StoredCart,
  StoredCartEntrySchema,
  StoredHashSchema,
  StoredTokenSchema,
} from './StoredCart';

function readJson(storage: StorageLike, key: string, report: (problem: CartStorageProblem) => void): unknown {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    report({ kind: 'read-failed', key, message: error instanceof Error ? error.message : String(error) });
    return null;
  }
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    report({ kind: 'corrupt', key, message: 'Not JSON.' });
    return undefined;
  }
}

function parsed<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  key: string,
  report: (problem: CartStorageProblem) => void,
): v.InferOutput<S> | undefined {
  if (value === undefined) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  report({ kind: 'corrupt', key, message: v.summarize(result.issues) });
  return undefined;
}

/**
 * Reads the cart back from storage (`current-cart`, `current-cart-token`, `current-cart-hash`, SPEC §4
 * "Cart"), validating every part: a corrupt part is reported and ignored, a corrupt line is dropped
 * and the others kept, and two lines with the same identity are merged, so a damaged storage never
 * crashes the shop nor duplicates a line. Checksums are recomputed from sku and options.
 * @example
 * const stored = readStoredCart(window.localStorage, { onProblem: console.warn });
 */
export function readStoredCart(
  storage: StorageLike,
  { onProblem = () => {} }: { onProblem?: (problem: CartStorageProblem) => void } = {},
): StoredCart {
  const entry = parsed(
    StoredCartEntrySchema,
    readJson(storage, CART_STORAGE_KEYS.cart, onProblem),
    CART_STORAGE_KEYS.cart,
    onProblem,
  );
  const token =
    parsed(
      StoredTokenSchema,
      readJson(storage, CART_STORAGE_KEYS.token, onProblem),
      CART_STORAGE_KEYS.token,
      onProblem,
    ) ?? null;
  const hash =
    parsed(StoredHashSchema, readJson(storage, CART_STORAGE_KEYS.hash, onProblem), CART_STORAGE_KEYS.hash, onProblem) ??
    null;
  const items: CartLine[] = [];
  for (const [index, raw] of (entry?.items ?? []).entries()) {
    const line = parsed(CartLineSchema, raw, `${CART_STORAGE_KEYS.cart}[${index}]`, onProblem);
    if (!line) continue;
    const checksum = cartLineChecksum(line);
    const same = items.findIndex((item) => item.checksum === checksum);
    if (same < 0) items.push({ ...line, checksum });
    else items[same] = { ...(items[same] as CartLine), qty: Math.max((items[same] as CartLine).qty, line.qty) };
  }
  const removed = (entry?.removed ?? []).flatMap((raw, index) => {
    const line = parsed(RemovedLineSchema, raw, `${CART_STORAGE_KEYS.cart}.removed[${index}]`, onProblem);
    return line ? [line] : [];
  });
  return { items, removed, coupon: entry?.coupon ?? null, couponToCarry: entry?.couponToCarry ?? null, token, hash };
}
