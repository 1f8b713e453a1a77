import * as v from 'valibot';

// Magento writes its dates as 'YYYY-MM-DD HH:MM:SS' in UTC, without a zone: read as local time they would move by the
// server's offset, and the withdrawal period would start on the wrong Paris day.
const MagentoUtcDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'a Magento date (YYYY-MM-DD HH:MM:SS, UTC)'),
  v.transform((text) => new Date(`${text.replace(' ', 'T')}Z`)),
  v.check((date) => !Number.isNaN(date.getTime()), 'a real date'),
);

const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const NameSchema = v.optional(v.nullable(v.string()));

/**
 * `Magento\Sales\Api\Data\OrderInterface` as the withdrawal function reads it (`GET /V1/orders/{id}`, the items of
 * `GET /V1/orders?searchCriteria…`): checked, since what it says decides who may withdraw what. Unknown keys are
 * dropped; `created_at` becomes a `Date`.
 * @example
 * const order = v.parse(MagentoWithdrawalOrderSchema, answer);
 */
export const MagentoWithdrawalOrderSchema = v.object({
  entity_id: IdSchema,
  increment_id: v.pipe(v.string(), v.minLength(1)),
  created_at: MagentoUtcDateSchema,
  customer_email: v.pipe(v.string(), v.minLength(1)),
  /** Absent or null on a guest order. */
  customer_id: v.optional(v.nullable(IdSchema)),
  customer_firstname: NameSchema,
  customer_lastname: NameSchema,
  billing_address: v.optional(v.object({ firstname: NameSchema, lastname: NameSchema })),
  items: v.array(
    v.object({
      item_id: IdSchema,
      sku: v.string(),
      name: v.string(),
      qty_ordered: v.pipe(v.number(), v.minValue(0)),
      /** Set on the child lines of a configurable or bundle product (their parent line is the one shown). */
      parent_item_id: v.optional(v.nullable(v.number())),
    }),
  ),
});

/** A Magento order as the withdrawal function reads it. */
export type MagentoWithdrawalOrder = v.InferOutput<typeof MagentoWithdrawalOrderSchema>;
