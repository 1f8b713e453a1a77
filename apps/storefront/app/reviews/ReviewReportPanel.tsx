import { ApiError } from '@citerne/core-api';
import { REVIEW_REPORT_REASONS } from '@citerne/core-api/contract';
import { ReviewReportForm } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { browserApi } from '../api/browserApi';
import { reviewsCatalogLoaded } from './reviewsCatalog';

/** Reporting one review to the moderator (art. L111-7-2), loaded when the shopper asks for it. */
export default function ReviewReportPanel({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useLingui();
  void reviewsCatalogLoaded;
  const send = async ({ reason, detail }: { reason: string; detail: string }) => {
    try {
      const known = REVIEW_REPORT_REASONS.find((code) => code === reason);
      if (!known) return t`Choose a reason.`;
      await (await browserApi()).review.report({ reviewId, reason: known, ...(detail ? { detail } : {}) });
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return t`Too many reports sent. Please try again later.`;
      if (error instanceof ApiError && error.status === 404) return t`This review is no longer published.`;
      return t`Something went wrong. Try again in a few seconds.`;
    }
  };
  return (
    <ReviewReportForm
      reasons={REVIEW_REPORT_REASONS}
      labels={{
        reason: t`Why do you report this review?`,
        reasons: {
          fake: t`Fake review`,
          offensive: t`Insulting or hateful`,
          'personal-data': t`Personal data`,
          'off-topic': t`Unrelated to the product`,
          other: t`Another reason`,
        },
        detail: t`Details (optional)`,
        submit: t`Report`,
        cancel: t`Cancel`,
        reasonRequired: t`Choose a reason.`,
        sent: t`Thank you, our team will look at this review.`,
      }}
      onSubmit={send}
      onCancel={onClose}
    />
  );
}
