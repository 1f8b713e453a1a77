import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';

const ReviewPolicyPanel = lazy(() => import('../reviews/ReviewPolicyPanel'));

/**
 * The one-line statement next to every review list and trust score (art. L111-7-2 Code de la consommation), with
 * the full statement one click away: its texts load then, not with the page.
 */
export function ReviewStatement({ source }: { source: 'shop' | 'review-service' }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="review-statement">
      <p className="review-statement__line">
        {t`Reviews are moderated before publication; “Verified purchase” marks customers who ordered the product.`}{' '}
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((value) => !value)}
        >
          {t`How reviews are checked`}
        </button>
      </p>
      <div id={panel}>
        {open ? (
          <Suspense fallback={null}>
            <ReviewPolicyPanel source={source} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** The verified-purchase mark and the experience date of a review, when the API vouches for it. */
export function ReviewVerification({ verified, experienceDate }: { verified: boolean; experienceDate: string | null }) {
  const { t } = useLingui();
  if (!verified) return null;
  const date = experienceDate ? experienceFormat.format(new Date(experienceDate)) : null;
  return (
    <p className="review-verification">
      <span className="review-verification__badge">{t`Verified purchase`}</span>
      {date ? ` ${t`ordered on ${date}`}` : null}
    </p>
  );
}

const experienceFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
