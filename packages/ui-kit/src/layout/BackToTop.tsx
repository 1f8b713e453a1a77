import { useEffect, useState } from 'react';
import { Icon } from '../icons/Icon';
import styles from './BackToTop.module.css';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Accessible and visible label, e.g. "Haut de page". */
  label: string;
  /** Scroll distance in px after which the button appears (SPEC §9: 600 by default, 200 in the footer). */
  offset?: number;
  /** Id of the element that receives focus after scrolling up (e.g. the skip link target or header). */
  focusTargetId?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A button that scrolls the page back to the top; hidden until the page has scrolled past `offset`.
 *
 * @example
 * <BackToTop label="Haut de page" offset={200} focusTargetId="top" />
 */
export function BackToTop({ label, offset = 600, focusTargetId }: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  function scrollUp() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    target?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className={styles.button} hidden={!visible} onClick={scrollUp}>
      <Icon name="arrow-up" />
      <span>{label}</span>
    </button>
  );
}
