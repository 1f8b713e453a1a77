import { Drawer } from '../overlays/Drawer';
import { useLinkComponent } from '../provider/LinkProvider';
import { Accordion } from './Accordion';
import styles from './MobileMenu.module.css';
import type { NavCategory } from './NavCategory';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel, e.g. "Menu". */
  title: string;
  closeLabel: string;
  categories: ReadonlyArray<NavCategory>;
  seeAllLabel: (category: NavCategory) => string;
  links?: ReadonlyArray<{ label: string; href: string }>;
  /** Id of the panel for the toggles' `aria-controls`. */
  id?: string;
}

/**
 * The mobile accordion menu (SPEC §2): a panel from the left whose top categories unfold their
 * children; it locks page scroll while open.
 *
 * @example
 * <MobileMenu open={menuOpen} onClose={closeMenu} title="Menu" closeLabel="Fermer le menu"
 *   categories={tree} seeAllLabel={(c) => `Voir tout : ${c.label}`} />
 */
export function MobileMenu({
  open,
  onClose,
  title,
  closeLabel,
  categories,
  seeAllLabel,
  links = [],
  id,
}: MobileMenuProps) {
  const Anchor = useLinkComponent();
  return (
    <Drawer open={open} onClose={onClose} title={title} closeLabel={closeLabel} side="left" id={id}>
      <nav aria-label={title}>
        <Accordion
          headingLevel={3}
          items={categories.map((category) => ({
            id: category.id,
            title: category.label,
            content: (
              <ul className={styles.list}>
                {(category.children ?? []).map((child) => (
                  <li key={child.id}>
                    <Anchor href={child.href} className={styles.link} onClick={onClose}>
                      {child.label}
                    </Anchor>
                  </li>
                ))}
                <li>
                  <Anchor href={category.href} className={`${styles.link} ${styles.seeAll}`} onClick={onClose}>
                    {seeAllLabel(category)}
                  </Anchor>
                </li>
              </ul>
            ),
          }))}
        />
        {links.length > 0 ? (
          <ul className={styles.extra}>
            {links.map((link) => (
              <li key={link.href}>
                <Anchor href={link.href} className={styles.link} onClick={onClose}>
                  {link.label}
                </Anchor>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </Drawer>
  );
}
