import * as v from 'valibot';

/** The notification types; any other type is shown as `danger` (SPEC §3). */
export const NOTIFICATION_TYPES = ['secondary', 'info', 'success', 'warning', 'danger'] as const;

/** A notification type. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const isNotificationType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * A notification type read from anywhere: unknown types become `danger` (SPEC §3 "Notification").
 *
 * @example
 * v.parse(NotificationTypeSchema, 'error'); // 'danger'
 */
export const NotificationTypeSchema = v.pipe(
  v.string(),
  v.transform((type): NotificationType => (isNotificationType(type) ? type : 'danger')),
);

const ActionSchema = v.object({
  label: v.string(),
  action: v.optional(v.custom<() => void>((value) => typeof value === 'function', 'Must be a function.')),
});

/**
 * A notification to show (SPEC §3 "Notification"); the queue surfaces sync errors with one.
 *
 * @example
 * v.parse(NotificationSchema, { type: 'danger', message: 'Something went wrong', action1: { label: 'OK' } });
 */
export const NotificationSchema = v.object({
  id: v.optional(v.union([v.string(), v.number()])),
  type: NotificationTypeSchema,
  message: v.string(),
  action1: v.optional(ActionSchema),
  action2: v.optional(ActionSchema),
  timeToLive: v.optional(v.number()),
  hasNoTimeout: v.optional(v.boolean()),
});

/** A notification to show. */
export type Notification = v.InferOutput<typeof NotificationSchema>;
