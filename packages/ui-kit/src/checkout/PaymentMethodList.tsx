import { Icon } from '../icons/Icon';
import { Price } from '../product/Price';
import { MethodRadioList } from './MethodRadioList';

/** A way to pay the order, as the shop's payment information returns it. */
export interface PaymentMethod {
  /** e.g. "stripe", "cashondelivery", "banktransfer". */
  code: string;
  /** e.g. "Carte bancaire". */
  title: string;
  /** e.g. "Visa, Mastercard, CB". */
  description?: string;
  /** Extra cost incl. tax, in euros (cash on delivery fee); nothing is drawn at 0. */
  costInclTax: number;
  /** The shopper is sent to the payment provider's page after placing the order. */
  redirect?: boolean;
  /**
   * Why the method cannot be chosen now, e.g. offline for a card: "Le paiement par carte nécessite une
   * connexion."; the card is disabled and says so.
   */
  unavailable?: string;
}

/** Texts of {@link PaymentMethodList}. */
export interface PaymentMethodListLabels {
  /** e.g. "Mode de paiement". */
  legend: string;
  /** Said under a redirect method, e.g. "Vous serez redirigé vers la page de paiement sécurisée.". */
  redirect: string;
  /** Before an extra cost, e.g. "Frais :". */
  cost: string;
  /** e.g. "Chargement des modes de paiement…"; needed with `status="loading"`. */
  loading?: string;
  /** e.g. "Aucun mode de paiement n’est disponible pour cette commande.". */
  empty?: string;
}

/** Props of {@link PaymentMethodList}. */
export interface PaymentMethodListProps {
  methods: ReadonlyArray<PaymentMethod>;
  /** The chosen method's code. */
  value: string | null;
  onChange: (code: string) => void;
  /** The choice's error, e.g. "Choisissez un mode de paiement."; announced when it appears. */
  error?: string;
  labels: PaymentMethodListLabels;
  /** `loading` while the methods of the chosen shipping are fetched. */
  status?: 'loading' | 'ready';
  /** Form field name; generated when omitted. */
  name?: string;
}

/**
 * The checkout's payment step: one radio card per method with its description, its extra cost if any, and
 * for a redirect method the notice that the shopper will be sent to the secure payment page.
 *
 * @example
 * <PaymentMethodList methods={methods} value={code} onChange={setCode} labels={labels} />
 */
export function PaymentMethodList({
  methods,
  value,
  onChange,
  error,
  labels,
  status = 'ready',
  name,
}: PaymentMethodListProps) {
  return (
    <MethodRadioList
      legend={labels.legend}
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      state={
        status === 'loading'
          ? { status, label: labels.loading ?? labels.legend }
          : { status: 'ready', empty: labels.empty }
      }
      choices={methods.map((method) => ({
        value: method.code,
        title: method.title,
        disabled: Boolean(method.unavailable),
        aside:
          method.costInclTax > 0 ? (
            <>
              {labels.cost} <Price amount={method.costInclTax} />
            </>
          ) : undefined,
        details: [
          method.description,
          method.redirect ? (
            <>
              <Icon name="lock" size="1rem" />
              {labels.redirect}
            </>
          ) : undefined,
          method.unavailable ? <strong key="unavailable">{method.unavailable}</strong> : undefined,
        ],
      }))}
    />
  );
}
