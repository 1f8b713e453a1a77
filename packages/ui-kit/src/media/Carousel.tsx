import { type ReactNode, useEffect, useRef, useState } from 'react';
import { IconButton } from '../actions/IconButton';
import styles from './Carousel.module.css';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name, e.g. "Nouveautés". */
  label: string;
  slides: ReadonlyArray<{ id: string; content: ReactNode }>;
  previousLabel: string;
  nextLabel: string;
  /** Name of a slide, e.g. `(n, total) => \`${n} sur ${total}\``. */
  slideLabel: (position: number, total: number) => string;
  /** Slides visible at once from 1024 px (1 on phones, 2 from 768 px). */
  perView?: 1 | 2 | 3 | 4;
}

/**
 * An accessible carousel (WAI-ARIA APG): a labelled region with slide groups, previous/next buttons
 * and native scroll snapping for touch; it never moves by itself.
 *
 * @example
 * <Carousel label="Nouveautés" previousLabel="Précédent" nextLabel="Suivant" slideLabel={(n, t) => `${n} sur ${t}`}
 *   slides={products.map((p) => ({ id: p.sku, content: <ProductCard {...p} /> }))} />
 */
export function Carousel({ label, slides, previousLabel, nextLabel, slideLabel, perView = 4 }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ atStart: true, atEnd: slides.length <= 1 });

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const update = () =>
      setPosition({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, []);

  function scrollBy(direction: 1 | -1) {
    const element = track.current;
    const slide = element?.firstElementChild as HTMLElement | null;
    if (!element || !slide) return;
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * slide.offsetWidth, behavior: reduced ? 'auto' : 'smooth' });
  }

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.controls}>
        <IconButton
          icon="chevron-left"
          label={previousLabel}
          disabled={position.atStart}
          onClick={() => scrollBy(-1)}
        />
        <IconButton icon="chevron-right" label={nextLabel} disabled={position.atEnd} onClick={() => scrollBy(1)} />
      </div>
      <div ref={track} className={[styles.track, styles[`perView${perView}`]].join(' ')}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a slide is a group, not a form fieldset
          <div
            key={slide.id}
            role="group"
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, slides.length)}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
