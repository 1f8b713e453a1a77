import { Icon } from '../icons/Icon';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './Breadcrumbs.module.css';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Accessible name of the trail, e.g. "Fil d'Ariane". */
  label: string;
  /** From the home page to the current page; the last item is the current page (no link needed). */
  items: ReadonlyArray<{ label: string; href?: string }>;
}

/**
 * The breadcrumb trail (pairs with the BreadcrumbList JSON-LD of the page).
 *
 * @example
 * <Breadcrumbs label="Fil d'Ariane" items={[{ label: 'Accueil', href: '/' }, { label: 'Citernes souples', href: '/c/citernes-souples' }, { label: 'Citerne 10 m³' }]} />
 */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  const Anchor = useLinkComponent();
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? 'current'}`} className={styles.item}>
              {index > 0 ? <Icon name="chevron-right" size="1rem" className={styles.separator} /> : null}
              {current || !item.href ? (
                <span aria-current={current ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              ) : (
                <Anchor href={item.href} className={styles.link}>
                  {item.label}
                </Anchor>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
