import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

// Its own module, imported by the product page only: the lazy import's preload list stays out of the home page.
const ReviewReportPanel = lazy(() => import('../reviews/ReviewReportPanel'));

/** "Report" under a review: the form loads when opened. Reviews without a server id cannot be reported. */
export function ReportReview({ id }: { id: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const reviewId = Number(id);
  if (!Number.isSafeInteger(reviewId) || reviewId < 1) return null;
  return (
    <div className="review-report">
      {open ? (
        <Suspense fallback={null}>
          <ReviewReportPanel reviewId={reviewId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {t`Report this review`}
        </button>
      )}
    </div>
  );
}
