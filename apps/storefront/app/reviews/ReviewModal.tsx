import { ApiError } from '@citerne/core-api';
import { Modal, ReviewForm, type ReviewFormValues } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { browserApi } from '../api/browserApi';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { reviewsCatalogLoaded } from './reviewsCatalog';

const PayloadSchema = v.object({ productId: v.pipe(v.number(), v.integer(), v.minValue(1)), productName: v.string() });

/**
 * SPEC §2 "review" modal: writing a review of the product of the payload (`{ productId, productName }`). A logged-in
 * customer's nickname is pre-filled with their first name; the review is stored pending moderation (the shopper is
 * told so before and after sending), success being the answer code 200 (SPEC §7). The API marks a verified purchase
 * from the shop's own orders.
 */
export default function ReviewModal({ payload, onClose }: ModalComponentProps) {
  const { t } = useLingui();
  void reviewsCatalogLoaded;
  const session = useAtomValue(sessionStateAtom);
  const parsed = v.safeParse(PayloadSchema, payload);
  if (!parsed.success) return null;
  const { productId, productName } = parsed.output;
  const nickname = session?.status === 'authorized' ? (session.profile?.firstname ?? '') : '';

  const send = async (review: ReviewFormValues) => {
    try {
      const created = await (await browserApi()).review.create({ product_id: productId, ...review });
      return created ? null : t`Something went wrong. Try again in a few seconds.`;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return t`This product is no longer sold.`;
      if (error instanceof ApiError && error.status === 429) return t`Too many reviews sent. Please try again later.`;
      return t`Something went wrong. Try again in a few seconds.`;
    }
  };
  return (
    <Modal open onClose={onClose} title={t`Write a review: ${productName}`} closeLabel={t`Close`} size="md">
      <ReviewForm
        key={nickname}
        defaultNickname={nickname}
        onSubmit={send}
        labels={{
          rating: t`Your rating`,
          star: (stars) => t`${stars} out of 5`,
          title: t`Title`,
          detail: t`Your review`,
          nickname: t`Nickname`,
          required: t`required`,
          moderation: t`Your review will be published once our team has checked it (moderation).`,
          submit: t`Publish my review`,
          missing: t`Field is required.`,
          nicknameTooShort: t`At least two characters.`,
          sent: t`Thank you! Your review has been sent and will be published after moderation.`,
        }}
      />
    </Modal>
  );
}
