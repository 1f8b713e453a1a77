import { Ean13Barcode } from './Ean13Barcode';
import styles from './LoyaltyCard.module.css';

/** Texts of {@link LoyaltyCard}. */
export interface LoyaltyCardLabels {
  /** On the card, e.g. "Carte de fidélité". */
  card: string;
  /** e.g. "N° de carte". */
  cardNumber: string;
  /** The bar code's accessible name, e.g. `(n) => \`Code-barres de la carte n° ${n}\``. */
  barcode: (cardNumber: string) => string;
  /** e.g. "Vos points". */
  points: string;
  /** e.g. `(n) => \`${n} points\``. */
  pointsValue: (points: number) => string;
  /** The earning rule, stated (e.g. "1 point par euro dépensé sur vos commandes payées"). */
  rule: string;
  /** e.g. `(n) => \`${n} commande(s) payée(s)\``. */
  paidOrders: (count: number) => string;
  /** e.g. `(date) => \`Membre depuis le ${date}\``. */
  memberSince: (date: string) => string;
  /** How to use it, e.g. "Présentez ce code-barres en magasin ou au service client.". */
  howTo?: string;
}

/** Props of {@link LoyaltyCard}. */
export interface LoyaltyCardProps {
  /** EAN-13, 13 digits. */
  cardNumber: string;
  holder: string;
  points: number;
  paidOrders: number;
  /** Already formatted. */
  memberSince: string;
  labels: LoyaltyCardLabels;
}

/**
 * The customer's loyalty card (SPEC §2 "My Account: loyalty card"): a card with the holder's name and the card
 * number as a scannable EAN-13 bar code, then the points and the rule that earns them.
 *
 * @example
 * <LoyaltyCard cardNumber="2900000000421" holder="Léa Martin" points={1193} paidOrders={2} memberSince="3 mars 2025" labels={labels} />
 */
export function LoyaltyCard({ cardNumber, holder, points, paidOrders, memberSince, labels }: LoyaltyCardProps) {
  return (
    <div className={styles.loyalty}>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <p className={styles.cardName}>{labels.card}</p>
          <p className={styles.holder}>{holder}</p>
        </div>
        <div className={styles.barcode}>
          <Ean13Barcode code={cardNumber} label={labels.barcode(cardNumber)} className={styles.svg} />
        </div>
        <p className={styles.number}>
          {labels.cardNumber} <span className={styles.digits}>{cardNumber}</span>
        </p>
      </div>
      <div className={styles.facts}>
        <p className={styles.pointsLabel}>{labels.points}</p>
        <p className={styles.points}>{labels.pointsValue(points)}</p>
        <p className={styles.rule}>{labels.rule}</p>
        <p className={styles.muted}>{labels.paidOrders(paidOrders)}</p>
        <p className={styles.muted}>{labels.memberSince(memberSince)}</p>
        {labels.howTo ? <p className={styles.muted}>{labels.howTo}</p> : null}
      </div>
    </div>
  );
}
