import { Breadcrumbs, Button, Link } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSellerIdentity } from '../chrome/useSellerIdentity';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import './withdrawal.css';

/**
 * The standard withdrawal form (annex of art. R221-1 Code de la consommation) as a printable page, addressed to the
 * seller of the configuration, with the link to the online function that does the same in a few clicks.
 */
export function WithdrawalFormPage() {
  const { t } = useLingui();
  const store = useStoreView();
  const seller = useSellerIdentity();
  const { address } = seller;
  return (
    <article className="withdrawal-page withdrawal-form">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: storePath(store, '/') }, { label: t`Withdrawal form` }]}
      />
      <h1>{t`Withdrawal form`}</h1>
      <p className="withdrawal-page__lead" data-print="hide">
        {t`You can also withdraw online in a few clicks:`}{' '}
        <Link href="/retractation">{t`Withdraw from the contract here`}</Link>
      </p>
      <section className="withdrawal-form__sheet" aria-labelledby="withdrawal-form-title">
        <h2 id="withdrawal-form-title">{t`Standard withdrawal form`}</h2>
        <p>
          <em>{t`(Please complete and return this form only if you wish to withdraw from the contract.)`}</em>
        </p>
        <p>
          {t`To the attention of:`}{' '}
          <strong>
            {seller.companyName}, {address.street}, {address.postcode} {address.city}
          </strong>
          , {seller.email}
        </p>
        <p>
          {t`I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):`}
        </p>
        <ul className="withdrawal-form__fields">
          <li>{t`Ordered on (*)/received on (*):`}</li>
          <li>{t`Name of consumer(s):`}</li>
          <li>{t`Address of consumer(s):`}</li>
          <li>{t`Signature of consumer(s) (only if this form is notified on paper):`}</li>
          <li>{t`Date:`}</li>
        </ul>
        <p>{t`(*) Delete as appropriate.`}</p>
      </section>
      <div data-print="hide">
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          {t`Print the form`}
        </Button>
      </div>
    </article>
  );
}
