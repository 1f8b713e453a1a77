import * as v from 'valibot';

const timestamp = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The HTTP request of a sync task: `url` may hold `{{token}}` and `{{cartId}}` placeholders filled in
 * when it is sent, so a task queued offline uses the tokens current at send time.
 *
 * @example
 * v.parse(SyncTaskPayloadSchema, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
 */
export const SyncTaskPayloadSchema = v.object({
  method: v.picklist(['GET', 'POST', 'DELETE', 'PUT', 'PATCH']),
  headers: v.optional(v.record(v.string(), v.string()), {}),
  body: v.optional(v.string()),
});

/** The HTTP request of a sync task. */
export type SyncTaskPayload = v.InferOutput<typeof SyncTaskPayloadSchema>;

/**
 * A sync task (SPEC §3 "Sync task"), persisted in IndexedDB and validated when read back. Created
 * untransmitted; `transmited` and `transmited_at` are set when the server answers (SPEC §4). The spelling
 * `transmited` is the specification's.
 *
 * @example
 * v.parse(SyncTaskSchema, {
 *   task_id: 't-1', url: '/api/order', payload: { method: 'POST', body: '{}' },
 *   transmited: false, created_at: 1714641000000, updated_at: 1714641000000,
 * });
 */
export const SyncTaskSchema = v.object({
  task_id: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.minLength(1)),
  payload: SyncTaskPayloadSchema,
  callback_event: v.optional(v.string()),
  silent: v.optional(v.boolean(), false),
  transmited: v.boolean(),
  transmited_at: v.optional(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
  result: v.optional(v.unknown()),
  resultCode: v.optional(v.number()),
  code: v.optional(v.number()),
  meta: v.optional(v.unknown()),
  acknowledged: v.optional(v.boolean(), false),
  is_result_cacheable: v.optional(v.boolean(), false),
  attempts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

/** A sync task. */
export type SyncTask = v.InferOutput<typeof SyncTaskSchema>;
