import { Button, Checkbox, Link } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useModals } from '../modals/modalsAtom';

/** A line of the order as the review lists it. */
export interface ReviewLine {
  readonly id: string;
  readonly name: string;
  readonly qty: number;
  /** Row total incl. tax, formatted. */
  readonly total: string;
}

interface ReviewStepProps {
  /** What is ordered: the cart's lines. */
  readonly lines: readonly ReviewLine[];
  readonly termsAccepted: boolean;
  readonly termsError: string | undefined;
  readonly onTermsChange: (accepted: boolean) => void;
  /** The grand total incl. tax the shopper commits to pay, in euros (null until the server computed it). */
  readonly grandTotal: string | null;
  readonly busy: boolean;
  readonly problem: string | null;
  readonly onPlaceOrder: () => void;
}

/**
 * Step 4, order review: what is ordered, the total, the terms and conditions of sale to accept and the button that places the order. Under
 * French law (Code de la consommation, art. L221-14) the button must say that ordering means paying:
 * "Commander avec obligation de paiement".
 */
export function ReviewStep({
  lines,
  termsAccepted,
  termsError,
  onTermsChange,
  grandTotal,
  busy,
  problem,
  onPlaceOrder,
}: ReviewStepProps) {
  const { t } = useLingui();
  const modals = useModals();
  return (
    <div className="checkout-fields">
      <ul className="checkout-review__lines" aria-label={t`Ordered products`}>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.qty} × {line.name}
            </span>
            <span>{line.total}</span>
          </li>
        ))}
      </ul>
      {grandTotal ? (
        <p className="checkout-review__total">
          {t`Total to pay incl. VAT:`} <strong>{grandTotal}</strong>
        </p>
      ) : null}
      <Checkbox
        id="checkout-terms"
        label={
          <>
            {t`I have read and accept the`}{' '}
            {/* SPEC §2 "terms and conditions" modal: read without leaving the checkout (the page in a new tab without JS). */}
            <Link
              href="/conditions-generales-de-vente"
              target="_blank"
              rel="noopener"
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                modals.open('terms-and-conditions');
              }}
            >
              {t`terms and conditions of sale`}
            </Link>
          </>
        }
        checked={termsAccepted}
        aria-invalid={termsError ? true : undefined}
        aria-describedby={termsError ? 'checkout-terms-error' : undefined}
        onChange={(event) => onTermsChange(event.target.checked)}
      />
      {termsError ? (
        <p id="checkout-terms-error" className="form-error" role="alert">
          {termsError}
        </p>
      ) : null}
      {problem ? (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="button" size="lg" fullWidth loading={busy} onClick={onPlaceOrder}>
        {t`Place order with obligation to pay`}
      </Button>
    </div>
  );
}
