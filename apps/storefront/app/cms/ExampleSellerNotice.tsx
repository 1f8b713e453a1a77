import { useLingui } from '@lingui/react/macro';

/**
 * The discreet banner of a legal page shown with the example seller identity (issue 18: "`npm start` works with an
 * example identity and says so … in a discreet banner on the legal pages").
 *
 * @example
 * {page.exampleSeller ? <ExampleSellerNotice /> : null}
 */
export function ExampleSellerNotice() {
  const { t } = useLingui();
  return (
    <p className="cms-page__example-seller" role="note">
      {t`Example identity: configure the seller's identity`}
    </p>
  );
}
