import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const labels: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  pending_payment: msg`Awaiting payment`,
  payment_review: msg`Payment under review`,
  holded: msg`On hold`,
  processing: msg`Processing`,
  complete: msg`Complete`,
  closed: msg`Refunded`,
  canceled: msg`Canceled`,
};

/**
 * An order's status in the shop's language (the API sends Magento's codes); an unknown status as it is.
 *
 * @example
 * orderStatusLabel(i18n, 'processing'); // 'En cours de traitement'
 */
export function orderStatusLabel(i18n: I18n, status: string): string {
  const label = labels[status];
  return label ? i18n._(label) : status;
}
