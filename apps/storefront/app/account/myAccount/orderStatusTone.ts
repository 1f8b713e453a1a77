import type { BadgeTone } from '@citerne/ui-kit';

// Magento's order statuses, as the API sends them: waiting (for a payment or a check), under way, done, void.
const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  pending_payment: 'warning',
  payment_review: 'warning',
  holded: 'warning',
  processing: 'brand',
  complete: 'success',
  closed: 'neutral',
  canceled: 'danger',
};

/**
 * The colour of an order's status badge; an unknown status is neutral.
 *
 * @example
 * orderStatusTone('complete'); // 'success'
 */
export function orderStatusTone(status: string): BadgeTone {
  return tones[status] ?? 'neutral';
}
