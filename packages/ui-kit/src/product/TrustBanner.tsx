import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconPaths';
import styles from './TrustBanner.module.css';

/** One promise of the trust banner. */
export interface TrustItem {
  icon: IconName;
  title: string;
  text?: string;
}

/** Props of {@link TrustBanner}. */
export interface TrustBannerProps {
  /** Accessible name of the list, e.g. "Nos engagements". */
  label: string;
  /** SPEC §1: Fabrication française, 8 800 citernes installées, Garantie 5 ans et plus, Sur mesure. */
  items: ReadonlyArray<TrustItem>;
}

/**
 * The marketing trust banner: the shop's promises side by side (two per row on phones).
 *
 * @example
 * <TrustBanner label="Nos engagements" items={[{ icon: 'flag', title: 'Fabrication française' }]} />
 */
export function TrustBanner({ label, items }: TrustBannerProps) {
  return (
    <ul className={styles.banner} aria-label={label}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon} size="1.75rem" />
          </span>
          <span className={styles.text}>
            <strong className={styles.title}>{item.title}</strong>
            {item.text ? <span className={styles.detail}>{item.text}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
