import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../icons/Icon';
import { useLinkComponent } from '../provider/LinkProvider';
import styles from './MegaMenu.module.css';
import type { NavCategory } from './NavCategory';

/** SPEC §2 and §9: submenu path pop delay. */
export const SUBMENU_PATH_POP_DELAY_MS = 300;

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  /** Accessible name of the navigation, e.g. "Navigation principale". */
  label: string;
  /** Text of the button opening the panel, e.g. "Nos produits". */
  triggerLabel: string;
  /** Top categories (left column) with their children (right column). */
  categories: ReadonlyArray<NavCategory>;
  /** Text of the link to the whole active category, e.g. `(c) => \`Voir tout ${c.label}\``. */
  seeAllLabel: (category: NavCategory) => string;
  /** Extra links beside the trigger (buying guide, blog). */
  links?: ReadonlyArray<{ label: string; href: string }>;
  /** Delay before the pointer switches to another top category; SPEC 300 ms. */
  pathPopDelayMs?: number;
}

/**
 * The desktop mega menu (SPEC §2): top categories on the left; the hovered category's children and
 * its image on the right. Moving the pointer to another top category switches only after 300 ms,
 * so a diagonal move towards the children does not change the panel. Keyboard: the trigger opens it,
 * ArrowUp/ArrowDown walk the top categories, ArrowRight enters the children, ArrowLeft goes back,
 * Escape closes and returns to the trigger.
 *
 * @example
 * <MegaMenu label="Navigation principale" triggerLabel="Nos produits" categories={tree}
 *   seeAllLabel={(c) => `Voir tout : ${c.label}`} links={[{ label: 'Guide d’achat', href: '/comment-choisir-sa-citerne-souple' }]} />
 */
export function MegaMenu({
  label,
  triggerLabel,
  categories,
  seeAllLabel,
  links = [],
  pathPopDelayMs = SUBMENU_PATH_POP_DELAY_MS,
}: MegaMenuProps) {
  const Anchor = useLinkComponent();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];

  function cancelPending() {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
  }

  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function hover(id: string) {
    cancelPending();
    if (id === activeId) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      setActiveId(id);
    }, pathPopDelayMs);
  }

  function activateNow(id: string) {
    cancelPending();
    setActiveId(id);
  }

  function close(returnFocus: boolean) {
    cancelPending();
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  function focusIn(selector: string) {
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  function onTopKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move !== 0) {
      event.preventDefault();
      const next = categories[(index + move + categories.length) % categories.length];
      if (next) {
        activateNow(next.id);
        focusIn(`[data-top="${CSS.escape(next.id)}"]`);
      }
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusIn('[data-child]');
    }
  }

  function onChildKeyDown(event: KeyboardEvent<HTMLElement>) {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-child]') ?? [])];
    const index = items.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'ArrowLeft' && active) {
      event.preventDefault();
      focusIn(`[data-top="${CSS.escape(active.id)}"]`);
    }
  }

  return (
    <nav
      ref={root}
      aria-label={label}
      className={styles.megaMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
      onMouseLeave={cancelPending}
    >
      <ul className={styles.bar}>
        <li>
          <button
            ref={trigger}
            type="button"
            className={styles.trigger}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            <Icon name="menu" size="1.25rem" />
            {triggerLabel}
            <Icon name="chevron-down" size="1.25rem" className={styles.chevron} />
          </button>
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <Anchor href={link.href} className={styles.barLink}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </ul>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.top}>
          {categories.map((category, index) => (
            <li key={category.id}>
              <Anchor
                href={category.href}
                data-top={category.id}
                data-active={category.id === active?.id || undefined}
                className={styles.topLink}
                onMouseEnter={() => hover(category.id)}
                onFocus={() => activateNow(category.id)}
                onKeyDown={(event) => onTopKeyDown(event, index)}
              >
                <span>{category.label}</span>
                <Icon name="chevron-right" size="1.25rem" />
              </Anchor>
            </li>
          ))}
        </ul>
        {active ? (
          <section className={styles.children} aria-label={active.label} onMouseEnter={cancelPending}>
            <div className={styles.childColumn}>
              <p className={styles.childTitle}>{active.label}</p>
              <ul className={styles.childList}>
                {(active.children ?? []).map((child) => (
                  <li key={child.id}>
                    <Anchor href={child.href} data-child="" className={styles.childLink} onKeyDown={onChildKeyDown}>
                      {child.label}
                    </Anchor>
                  </li>
                ))}
                <li>
                  <Anchor href={active.href} data-child="" className={styles.seeAll} onKeyDown={onChildKeyDown}>
                    {seeAllLabel(active)}
                  </Anchor>
                </li>
              </ul>
            </div>
            {active.image ? (
              <img
                className={styles.image}
                src={active.image.src}
                alt={active.image.alt}
                width={450}
                height={350}
                loading="lazy"
              />
            ) : null}
          </section>
        ) : null}
      </div>
    </nav>
  );
}
