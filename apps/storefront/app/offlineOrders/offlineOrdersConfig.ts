import * as v from 'valibot';

const OfflineOrdersConfigSchema = v.object({
  /** SPEC §4: coming online either sends offline orders automatically — disabled by default — or asks the shopper. */
  autoSend: v.boolean('must be true or false (VITE_OFFLINE_ORDERS_AUTO_SEND).'),
  /** A send without an answer after this long is given up and tried again with the same key. */
  sendTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120_000)),
  /** Rounds tried again while an order has no definitive answer, `retryDelayMs` apart. */
  retries: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
  retryDelayMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
});

/** How the shop sends the orders placed offline. */
export type OfflineOrdersConfig = v.InferOutput<typeof OfflineOrdersConfigSchema>;

/**
 * Validates the offline orders' settings: an invalid one stops the build with a clear message, never a silent default.
 *
 * @example
 * parseOfflineOrdersConfig({ autoSend: false, sendTimeoutMs: 8000, retries: 2, retryDelayMs: 2000 });
 */
export function parseOfflineOrdersConfig(input: unknown): OfflineOrdersConfig {
  const parsed = v.safeParse(OfflineOrdersConfigSchema, input);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'setting'}: ${issue.message}`);
    throw new TypeError(`Invalid offline orders setting: ${problems.join('; ')}`);
  }
  return parsed.output;
}

/** Reads a `true` / `false` flag of the environment; anything else is passed on for the schema to refuse. */
export function envFlag(value: string | undefined): unknown {
  if (value === undefined || value === '') return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * The shop's setting: `VITE_OFFLINE_ORDERS_AUTO_SEND=true` at build time sends the orders kept offline as soon as
 * the browser is back online; by default (SPEC §4) the confirmation modal asks the shopper first.
 */
export const offlineOrdersConfig: OfflineOrdersConfig = parseOfflineOrdersConfig({
  autoSend: envFlag(import.meta.env.VITE_OFFLINE_ORDERS_AUTO_SEND),
  sendTimeoutMs: 8000,
  retries: 2,
  retryDelayMs: 2000,
});
