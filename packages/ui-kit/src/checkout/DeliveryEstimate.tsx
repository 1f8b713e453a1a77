import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { Spinner } from '../feedback/Spinner';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { Select } from '../forms/Select';
import { Icon } from '../icons/Icon';
import { Price } from '../product/Price';
import styles from './DeliveryEstimate.module.css';

/** Where the delivery cost stands: no postcode yet, asked, priced, free, not delivered, or the call failed. */
export type DeliveryEstimateStatus = 'unknown' | 'loading' | 'charged' | 'free' | 'not-delivered' | 'error';

/** Texts of {@link DeliveryEstimate}. */
export interface DeliveryEstimateLabels {
  /** The row's title while no postcode is known, e.g. "Livraison". */
  delivery: string;
  /** The row's title for a postcode, e.g. `(place) => \`Livraison au ${place}\``. */
  deliveryTo: (place: string) => string;
  /** While no postcode is known, e.g. "Calculée selon l’adresse de livraison". */
  computedFromAddress: string;
  /** e.g. "Calcul…". */
  loading: string;
  /** A free delivery, e.g. "Offerte". */
  free: string;
  /** e.g. "TTC". */
  inclTax: string;
  /** e.g. "Nous ne livrons pas cette adresse." */
  notDelivered: string;
  /** e.g. "Le coût de livraison n’a pas pu être calculé." */
  error: string;
  retry: string;
  /** The disclosure while no postcode is known, e.g. "Estimer la livraison". */
  estimate: string;
  /** The disclosure once a postcode is known, e.g. "Changer de code postal". */
  change: string;
  country: string;
  postcode: string;
  /** e.g. "Calculer". */
  submit: string;
}

/** Props of {@link DeliveryEstimate}. */
export interface DeliveryEstimateProps {
  status: DeliveryEstimateStatus;
  /** The postcode (and country) the cost is for, e.g. "49000"; shown in the row's title. */
  place?: string;
  /** The delivery cost incl. tax in euros, with `status: 'charged'`. */
  amountInclTax?: number;
  /** The countries the shop delivers to. */
  countries: ReadonlyArray<{ code: string; label: string }>;
  /** Preselected country of the field, e.g. "FR". */
  country?: string;
  /** The problem of a postcode for a country (the shop's zip code rule), `null` when it is valid. */
  validate: (country: string, postcode: string) => string | null;
  /** A valid postcode was given. */
  onEstimate: (country: string, postcode: string) => void;
  /** Asks again after a failed call. */
  onRetry?: () => void;
  /** A remark under the cost, e.g. that the totals below are still those of the default country. */
  note?: string;
  labels: DeliveryEstimateLabels;
}

/**
 * The delivery cost in a cart summary, shown before the order for the shopper's address (prices TTC with the
 * delivery cost, art. L112-1 and L221-5 Code de la consommation): "computed from the address" until a postcode is
 * known, then the cost incl. tax or "free"; a disclosure reveals a country and postcode field to estimate it (or
 * change the postcode). Not a `<form>` of its own, so it can sit inside another form: Enter in the field submits it.
 *
 * @example
 * <DeliveryEstimate status="charged" place="49000" amountInclTax={5} countries={[{ code: 'FR', label: 'France' }]}
 *   validate={(country, zip) => zipProblem(zip, country)} onEstimate={(country, zip) => setPostcode(country, zip)}
 *   labels={labels} />
 */
export function DeliveryEstimate({
  status,
  place,
  amountInclTax,
  countries,
  country = countries[0]?.code ?? '',
  validate,
  onEstimate,
  onRetry,
  note,
  labels,
}: DeliveryEstimateProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draftCountry, setDraftCountry] = useState(country);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  function submit() {
    const postcode = draft.trim();
    const found = validate(draftCountry, postcode);
    setProblem(found);
    if (found !== null) {
      input.current?.focus();
      return;
    }
    setOpen(false);
    setDraft('');
    onEstimate(draftCountry, postcode);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // The field may sit inside another form: Enter estimates, it does not submit that form.
    event.preventDefault();
    submit();
  }

  const value = (() => {
    switch (status) {
      case 'unknown':
        return <span className={styles.muted}>{labels.computedFromAddress}</span>;
      case 'loading':
        return <Spinner label={labels.loading} size="1rem" />;
      case 'charged':
        return <Price amount={amountInclTax ?? 0} taxLabel={labels.inclTax} />;
      case 'free':
        return <span className={styles.free}>{labels.free}</span>;
      case 'not-delivered':
        return <span className={styles.warning}>{labels.notDelivered}</span>;
      case 'error':
        return (
          <span className={styles.warning}>
            {labels.error}{' '}
            {onRetry ? (
              <Button variant="ghost" size="sm" onClick={onRetry}>
                {labels.retry}
              </Button>
            ) : null}
          </span>
        );
      default:
        return status satisfies never;
    }
  })();

  return (
    <div className={styles.estimate}>
      <p className={styles.row} aria-live="polite">
        <span className={styles.title}>
          {status !== 'unknown' && place ? labels.deliveryTo(place) : labels.delivery}
        </span>
        <span className={styles.value}>{value}</span>
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {status === 'unknown' ? labels.estimate : labels.change}
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {countries.length > 1 ? (
          <FormField label={labels.country}>
            {(control) => (
              <Select
                {...control}
                name="estimate_country"
                autoComplete="shipping country"
                value={draftCountry}
                options={countries.map((entry) => ({ value: entry.code, label: entry.label }))}
                onChange={(event) => {
                  setDraftCountry(event.target.value);
                  setProblem(null);
                }}
              />
            )}
          </FormField>
        ) : null}
        <FormField label={labels.postcode} error={problem ? <span role="alert">{problem}</span> : undefined}>
          {(control) => (
            <div className={styles.fieldRow}>
              <Input
                {...control}
                ref={input}
                name="estimate_postcode"
                autoComplete="shipping postal-code"
                inputMode="numeric"
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setProblem(null);
                }}
                onKeyDown={onKeyDown}
              />
              <Button variant="secondary" onClick={submit}>
                {labels.submit}
              </Button>
            </div>
          )}
        </FormField>
      </div>
    </div>
  );
}
