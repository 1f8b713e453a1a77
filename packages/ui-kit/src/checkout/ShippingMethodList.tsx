import { Price } from '../product/Price';
import { MethodRadioList, type MethodRadioListState } from './MethodRadioList';

/** A way to deliver the order, as the shop's shipping estimate returns it. */
export interface ShippingMethod {
  id: string;
  /** The method's name, e.g. "Livraison à domicile". */
  title: string;
  /** The carrier, e.g. "DPD". */
  carrierTitle?: string;
  /** A line such as the delay, e.g. "Livré sous 3 à 5 jours ouvrés". */
  description?: string;
  /** Price incl. tax, in euros (like every amount of the kit); 0 is drawn as `labels.free`. */
  priceInclTax: number;
  /** `false` when the carrier cannot deliver this address or cart; the card is disabled. */
  available: boolean;
  /** Why it is unavailable, e.g. "Trop volumineux pour ce transporteur". */
  unavailableReason?: string;
}

/** Texts of {@link ShippingMethodList}. */
export interface ShippingMethodListLabels {
  /** e.g. "Mode de livraison". */
  legend: string;
  /** e.g. "Gratuit". */
  free: string;
  /** e.g. "Indisponible". */
  unavailable: string;
  /** e.g. "Chargement des modes de livraison…". */
  loading: string;
  /** e.g. "Les modes de livraison n’ont pas pu être chargés.". */
  loadError: string;
  /** e.g. "Réessayer"; shown with `onRetry`. */
  retry?: string;
  /** e.g. "Aucun mode de livraison ne dessert cette adresse.". */
  empty?: string;
}

/** Props of {@link ShippingMethodList}. */
export interface ShippingMethodListProps {
  methods: ReadonlyArray<ShippingMethod>;
  /** The chosen method's id. */
  value: string | null;
  onChange: (methodId: string) => void;
  /** The choice's error, e.g. "Choisissez un mode de livraison."; announced when it appears. */
  error?: string;
  labels: ShippingMethodListLabels;
  /** `loading` while the methods are estimated for the address, `error` when that failed. */
  status?: 'loading' | 'ready' | 'error';
  onRetry?: () => void;
  /** Form field name; generated when omitted. */
  name?: string;
}

/**
 * The checkout's shipping step: one radio card per method with its carrier, delay and price ("Gratuit" at
 * 0 €), unavailable methods disabled with their reason, a loading skeleton while the address is estimated and
 * an error view with Retry when the estimate failed.
 *
 * @example
 * <ShippingMethodList methods={methods} value={methodId} onChange={setMethodId} labels={labels}
 *   status={estimate.isPending ? 'loading' : 'ready'} />
 */
export function ShippingMethodList({
  methods,
  value,
  onChange,
  error,
  labels,
  status = 'ready',
  onRetry,
  name,
}: ShippingMethodListProps) {
  const state: MethodRadioListState =
    status === 'loading'
      ? { status, label: labels.loading }
      : status === 'error'
        ? {
            status,
            message: labels.loadError,
            retry: onRetry && labels.retry ? { label: labels.retry, onRetry } : undefined,
          }
        : { status, empty: labels.empty };
  return (
    <MethodRadioList
      legend={labels.legend}
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      state={state}
      choices={methods.map((method) => ({
        value: method.id,
        title: method.title,
        aside: !method.available ? (
          labels.unavailable
        ) : method.priceInclTax === 0 ? (
          labels.free
        ) : (
          <Price amount={method.priceInclTax} />
        ),
        details: [method.carrierTitle, method.description, method.available ? undefined : method.unavailableReason],
        disabled: !method.available,
      }))}
    />
  );
}
