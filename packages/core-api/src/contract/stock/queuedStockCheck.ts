import * as v from 'valibot';

/**
 * What a stock check queued while offline returns at once (SPEC §3 "Stock record"): the task id and
 * timestamps, the answer arriving later through the sync task queue.
 *
 * @example
 * v.parse(QueuedStockCheckSchema, { task_id: 't-1', product_sku: 'CIT-10M3', created_at: 1714641000000 });
 */
export const QueuedStockCheckSchema = v.looseObject({
  task_id: v.string(),
  product_sku: v.string(),
  created_at: v.number(),
  updated_at: v.optional(v.number()),
});

/** A stock check queued while offline. */
export type QueuedStockCheck = v.InferOutput<typeof QueuedStockCheckSchema>;
