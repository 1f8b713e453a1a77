import { type ReactNode, useId, useState } from 'react';
import { Icon } from '../icons/Icon';
import styles from './Accordion.module.css';

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: ReadonlyArray<AccordionItem>;
  /** Lets several sections stay open at once. */
  allowMultiple?: boolean;
  defaultOpenIds?: ReadonlyArray<string>;
  /** Heading level wrapping each toggle; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Controlled open ids; uncontrolled when omitted. */
  openIds?: ReadonlyArray<string>;
  onOpenChange?: (openIds: string[]) => void;
}

/**
 * Disclosure sections (FAQ, mobile footer, mobile menu): each heading holds a button with
 * `aria-expanded` controlling its region.
 *
 * @example
 * <Accordion items={[{ id: 'livraison', title: 'Livraison', content: <p>Sous 5 jours ouvrés.</p> }]} />
 */
export function Accordion({
  items,
  allowMultiple = false,
  defaultOpenIds = [],
  headingLevel = 3,
  openIds,
  onOpenChange,
}: AccordionProps) {
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<string[]>([...defaultOpenIds]);
  const open = openIds ? [...openIds] : ownOpen;
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    const next = open.includes(id) ? open.filter((openId) => openId !== id) : allowMultiple ? [...open, id] : [id];
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevron-down" className={styles.chevron} />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} className={styles.panel}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
