import { Modal, NewsletterForm } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useNewsletterSignup } from '../chrome/useNewsletterSignup';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { modalsCatalogLoaded } from './modalsCatalog';
import './shopModals.css';

const loadEmailCheck = () => import('@citerne/account').then((account) => account.emailProblem);

/**
 * SPEC §2 "newsletter" modal: the footer's sign-up in a dialog — the shop's e-mail rule (`emailProblem`), nothing
 * pre-ticked (typing the address and pressing "Subscribe" is the opt-in), the SPEC §8 success text, and the 10 %
 * coupon (SPEC §9) the API e-mails on subscription. It never pops up by itself: the "Get our advice" button at the end
 * of each blog article and of the buying guide's result opens it.
 */
export default function NewsletterModal({ onClose }: ModalComponentProps) {
  const { t } = useLingui();
  void modalsCatalogLoaded;
  const newsletter = useNewsletterSignup();
  return (
    <Modal open onClose={onClose} title={t`Newsletter`} closeLabel={t`Close`} size="sm">
      <NewsletterForm
        heading={t`Our news and advice, once a month`}
        description={t`Subscribe and get a 10% discount coupon on your first order.`}
        emailLabel={t`Your e-mail address`}
        placeholder={t`name@example.fr`}
        submitLabel={t`Subscribe`}
        messages={{ required: t`Field is required.`, invalid: t`Please provide valid e-mail address.` }}
        loadEmailCheck={loadEmailCheck}
        onSubscribe={(email) => void newsletter.subscribe(email)}
        submitting={newsletter.submitting}
        {...(newsletter.status ? { status: newsletter.status } : {})}
      />
      <p className="newsletter-modal__note">
        {t`The coupon is sent to this address. You can unsubscribe at any time with the link in each e-mail or from your account.`}
      </p>
    </Modal>
  );
}
