import { MyReviews, Skeleton } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/browserApi';
import { useShopQueryClient } from '../../api/useShopQueryClient';
import { productHref } from '../../catalog/productHref';
import type { AccountSectionProps } from './AccountSectionProps';
import { SectionOutcome } from './SectionOutcome';

const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** My Account's product reviews (SPEC §2): the reviews the customer wrote, with their moderation status. */
export function ReviewsSection({ profile }: AccountSectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useShopQueryClient();
  const reviews = useQuery(
    {
      queryKey: ['account-reviews', profile.id],
      queryFn: async () => (await browserApi()).user.reviews(),
    },
    queryClient,
  );
  if (reviews.isPending) return <Skeleton shape="rect" height="10rem" />;
  if (!reviews.data)
    return <SectionOutcome failure={t`Your reviews could not be loaded. Try again in a few seconds.`} />;
  const format = dateFormat(i18n.locale);
  return (
    <MyReviews
      reviews={reviews.data.map((review) => ({
        id: String(review.id),
        productName: review.productName,
        productHref:
          review.productUrlPath === null ? null : productHref({ sku: review.sku, url_key: review.productUrlPath }),
        title: review.title,
        detail: review.detail,
        rating: review.rating,
        status: review.status,
        date: format.format(new Date(review.createdAt)),
      }))}
      labels={{
        list: t`My product reviews`,
        statuses: { pending: t`Awaiting moderation`, approved: t`Published`, rejected: t`Rejected` },
        rating: (rating) => t`Rating: ${rating} out of 5`,
        writtenOn: (date) => t`Written on ${date}`,
        empty: t`You have not reviewed any product yet`,
        emptyHint: t`Give your opinion from the page of a product you bought.`,
      }}
    />
  );
}
