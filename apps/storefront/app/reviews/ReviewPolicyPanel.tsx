import { REVIEW_DISPLAY_YEARS } from '@citerne/core-api/contract';
import { ReviewPolicy } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { reviewsCatalogLoaded } from './reviewsCatalog';

/**
 * The shop's statement on its reviews (art. L111-7-2 and D111-17 Code de la consommation), as the API applies it:
 * every review is moderated, "verified purchase" comes from the shop's own orders, newest first, published for
 * {@link REVIEW_DISPLAY_YEARS} years, nothing given in return. Loaded when the shopper opens it.
 */
export default function ReviewPolicyPanel({ source }: { source: 'shop' | 'review-service' }) {
  const { t } = useLingui();
  void reviewsCatalogLoaded;
  const years = REVIEW_DISPLAY_YEARS;
  return (
    <ReviewPolicy
      title={t`How reviews are checked`}
      points={[
        {
          title: t`Checking`,
          text: t`Our team reads every review before it is published and refuses insults, personal data and texts unrelated to the product; negative reviews are published like the others. “Verified purchase” marks a customer who ordered the product from us, and the date of that order is the date of the experience. Other reviews are not checked against a purchase.`,
        },
        { title: t`Sort order`, text: t`Newest first, whatever the rating.` },
        { title: t`Retention`, text: t`Reviews are published for ${years} years.` },
        { title: t`Compensation`, text: t`No review is paid for or rewarded in any way.` },
        {
          title: t`Overall rating`,
          text:
            source === 'review-service'
              ? t`Calculated by our independent review service, which asks our customers for their opinion after their order.`
              : t`The average of the reviews published on this site.`,
        },
        { title: t`Report`, text: t`Any shopper can report a review to our team with the “Report” button under it.` },
      ]}
    />
  );
}
