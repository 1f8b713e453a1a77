import type { MouseEvent } from 'react';
import { Icon } from '../icons/Icon';
import styles from './ErrorSummary.module.css';

/** One problem listed by an {@link ErrorSummary}: the field's id and its message. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** e.g. "Veuillez corriger les champs suivants :". */
  title: string;
  /** In the order of the fields on the page; nothing is drawn when empty. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** Heading level of the title; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The list of a form's errors above it, announced as an alert when it appears; each message links to its
 * field and moves focus there (the field's own message stays linked to it by `aria-describedby`).
 *
 * @example
 * <ErrorSummary title="Veuillez corriger les champs suivants :"
 *   errors={[{ fieldId: 'shipping-zipCode', message: 'Le code postal doit comporter 5 chiffres.' }]} />
 */
export function ErrorSummary({ title, errors, headingLevel = 3 }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={styles.summary}>
      <Heading className={styles.title}>
        <Icon name="circle-alert" size="1.25rem" />
        {title}
      </Heading>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} className={styles.link} onClick={focusField}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const field = event.currentTarget.ownerDocument.getElementById(decodeURIComponent(id));
  if (!field) return;
  // Following a fragment only scrolls; the shopper expects to type into the field right away.
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}
