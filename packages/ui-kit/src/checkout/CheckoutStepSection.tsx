import { type ReactNode, useEffect, useId, useRef } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Button } from '../actions/Button';
import { Icon } from '../icons/Icon';
import styles from './CheckoutStepSection.module.css';

/** Where a checkout step stands: being filled in, filled in, or waiting for an earlier step. */
export type CheckoutStepStatus = 'open' | 'done' | 'locked';

/** Props of {@link CheckoutStepSection}. */
export interface CheckoutStepSectionProps {
  /** 1 to 4, drawn in the step's badge. */
  number: number;
  /** e.g. "Adresse de livraison". */
  title: string;
  status: CheckoutStepStatus;
  /** What was chosen, shown when `done`, e.g. the address on three lines. */
  summary?: ReactNode;
  /** Opens the step again; the edit button shows when `done` and this is given. */
  onEdit?: () => void;
  /** Visible text of the edit button, e.g. "Modifier"; the step title completes its accessible name. */
  editLabel: string;
  /** Read before the title in place of the bare number, e.g. "Étape 1 sur 4 :". */
  stepLabel?: string;
  /** Read after the title of a done or locked step, e.g. `{ done: '(terminée)', locked: '(à venir)' }`. */
  statusLabels?: { done: string; locked: string };
  /** Moves focus to the heading when the step becomes `open` (not on first render). */
  focusOnOpen?: boolean;
  /** Heading level of the title; defaults to 2. */
  headingLevel?: 2 | 3;
  /** The step's fields, shown when `open`. */
  children?: ReactNode;
}

/**
 * One step of the one-page checkout (address, shipping, payment, review): a section named by its numbered
 * heading. Open, it shows its fields; done, the summary of the choice and an edit button; locked, only its
 * heading, greyed. With `focusOnOpen` the heading takes focus when the step opens, so keyboard and screen
 * reader users land on the step they have to fill in next.
 *
 * @example
 * <CheckoutStepSection number={2} title="Mode de livraison" stepLabel="Étape 2 sur 4 :" status={status}
 *   summary="DPD Predict, 19,90 €" onEdit={() => open(2)} editLabel="Modifier" focusOnOpen>
 *   <ShippingMethodList … />
 * </CheckoutStepSection>
 */
export function CheckoutStepSection({
  number,
  title,
  status,
  summary,
  onEdit,
  editLabel,
  stepLabel,
  statusLabels,
  focusOnOpen = false,
  headingLevel = 2,
  children,
}: CheckoutStepSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(status);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (focusOnOpen && status === 'open' && previous.current !== 'open') heading.current?.focus();
    previous.current = status;
  }, [status, focusOnOpen]);

  return (
    <section className={[styles.step, styles[status]].join(' ')} aria-labelledby={headingId}>
      <div className={styles.header}>
        <span className={styles.badge} aria-hidden="true">
          {status === 'done' ? <Icon name="check" size="1.125rem" /> : number}
        </span>
        <Heading ref={heading} id={headingId} tabIndex={-1} className={styles.title}>
          <VisuallyHidden>{stepLabel ?? String(number)} </VisuallyHidden>
          {title}
          {statusLabels && status !== 'open' ? <VisuallyHidden> {statusLabels[status]}</VisuallyHidden> : null}
        </Heading>
        {status === 'done' && onEdit ? (
          <Button variant="secondary" size="sm" icon="pencil" className={styles.edit} onClick={onEdit}>
            {editLabel}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
      {status === 'done' && summary ? <div className={styles.summary}>{summary}</div> : null}
      {status === 'open' ? <div className={styles.body}>{children}</div> : null}
    </section>
  );
}
