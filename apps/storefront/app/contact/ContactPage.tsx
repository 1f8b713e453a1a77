import { ApiError } from '@citerne/core-api';
import { Breadcrumbs, ContactForm, type ContactFormOutcome, type ContactFormValues } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { browserApi } from '../api/browserApi';
import { useSellerIdentity } from '../chrome/useSellerIdentity';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { contactProblems, contactRequest } from './contactProblems';
import './contact.css';

/**
 * The contact page (SPEC §8 "Contact form", the header's envelope icon): the form, checked by the API contract's
 * rules before it is sent, and the shop's phone, e-mail and address beside it. A logged-in customer's name and
 * e-mail are filled in.
 */
export function ContactPage() {
  const { t } = useLingui();
  const store = useStoreView();
  const session = useAtomValue(sessionStateAtom);
  const profile = session?.status === 'authorized' ? session.profile : null;
  const known: Record<string, string> = {
    'Too many messages sent. Please try again later.': t`Too many messages sent. Please try again later.`,
  };

  const send = async (values: ContactFormValues): Promise<ContactFormOutcome> => {
    try {
      const message = await (await browserApi()).contact.send(contactRequest(values));
      // SPEC §8: the server's message, or "Your comment was sent!" when it has none.
      return { ok: true, message: message || t`Your comment was sent!` };
    } catch (error) {
      const server = error instanceof ApiError && error.message ? error.message : '';
      return { ok: false, message: known[server] ?? (server || t`Something went wrong. Try again in a few seconds.`) };
    }
  };

  const seller = useSellerIdentity();
  const { address } = seller;
  return (
    <article className="contact-page">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: storePath(store, '/') }, { label: t`Contact us` }]}
      />
      <h1>{t`Contact us`}</h1>
      <p className="contact-page__lead">
        {t`A question about a tank, a quote for a made-to-measure one, an order to follow? Write to us: we answer as soon as we can.`}
      </p>
      <div className="contact-page__layout">
        <section aria-label={t`Write to us`}>
          <ContactForm
            // The prefill arrives with the session: a new key starts the form again with it.
            key={profile?.email ?? 'guest'}
            labels={{
              name: t`Name`,
              email: t`E-mail address`,
              phone: t`Phone`,
              subject: t`Subject`,
              message: t`Your message`,
              required: t`required`,
              optional: t`Optional`,
              submit: t`Send the message`,
              sending: t`Envoi du message ...`,
              errorSummaryTitle: t`Please correct the following fields:`,
            }}
            validate={(values) =>
              contactProblems(values, {
                required: t`Field is required.`,
                email: t`Please provide valid e-mail address.`,
                phone: t`Please provide a valid phone number.`,
                tooShort: (min) => t`At least ${min} characters.`,
                tooLong: (max) => t`At most ${max} characters.`,
                invalid: t`Please check this field.`,
              })
            }
            onSubmit={send}
            {...(profile
              ? { initialValues: { name: `${profile.firstname} ${profile.lastname}`.trim(), email: profile.email } }
              : {})}
          />
          <p className="contact-page__privacy">
            {t`Your details are used only to answer your message.`}{' '}
            <a href={storePath(store, '/privacy')}>{t`Our privacy policy`}</a>
          </p>
        </section>
        <aside className="contact-page__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t`Our details`}</h2>
          <dl>
            <dt>{t`Phone`}</dt>
            <dd>
              <a href={`tel:${seller.phone.e164}`}>{seller.phone.display}</a>
            </dd>
            <dt>{t`E-mail`}</dt>
            <dd>
              <a href={`mailto:${seller.email}`}>{seller.email}</a>
            </dd>
            <dt>{t`Address`}</dt>
            <dd>
              <address>
                {seller.companyName}
                <br />
                {address.street}
                <br />
                {address.postcode} {address.city}
                {address.country === 'FR' ? ', France' : `, ${address.country}`}
              </address>
            </dd>
          </dl>
          <p>
            <a href={storePath(store, '/customer-service')}>{t`Customer service: delivery, returns, warranty`}</a>
          </p>
        </aside>
      </div>
    </article>
  );
}
