import { useId, useState } from 'react';
import { Button } from '../actions/Button';
import { IconButton } from '../actions/IconButton';
import { Link } from '../actions/Link';
import { Checkbox } from '../forms/Checkbox';
import styles from './CookieNotice.module.css';
import { acceptAll, type ConsentCategory, type ConsentChoice, refuseAll } from './consentChoice';

/** Texts of the cookie notice. */
export interface CookieNoticeLabels {
  /** Accessible name of the notice, e.g. "Gestion des cookies". */
  title: string;
  message: string;
  /** SPEC §2: "See details", linking to the terms of use. */
  details: string;
  acceptAll: string;
  refuseAll: string;
  customize: string;
  save: string;
  /** Close button; closing counts as refusing. */
  close: string;
  /** Heading of the customisation view, e.g. "Personnaliser mes choix". */
  customizeTitle: string;
  /** Suffix of essential categories, e.g. "toujours actifs". */
  alwaysOn: string;
}

/** Props of {@link CookieNotice}. */
export interface CookieNoticeProps {
  categories: ReadonlyArray<ConsentCategory>;
  labels: CookieNoticeLabels;
  /** Link of "See details" (SPEC §2: /i/conditions-generales-utilisation). */
  detailsHref: string;
  /** The shopper's choice; the app stores it and only then loads non-essential tags. */
  onDecide: (choice: ConsentChoice) => void;
}

/**
 * The cookie notice (SPEC §2, French law): "Tout accepter" and "Tout refuser" equally prominent,
 * a "Personnaliser" view with one switch per category, and closing the notice counts as refusal.
 * The component only reports the choice; nothing non-essential should load before it.
 *
 * @example
 * <CookieNotice categories={categories} labels={labels} detailsHref="/i/conditions-generales-utilisation" onDecide={saveConsent} />
 */
export function CookieNotice({ categories, labels, detailsHref, onDecide }: CookieNoticeProps) {
  const titleId = useId();
  const [customizing, setCustomizing] = useState(false);
  const [draft, setDraft] = useState<Record<string, boolean>>(() => ({ ...refuseAll(categories) }));

  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {customizing ? labels.customizeTitle : labels.title}
        </h2>
        {customizing ? (
          <div className={styles.categories}>
            {categories.map((category) => (
              <Checkbox
                key={category.id}
                label={category.essential ? `${category.label} (${labels.alwaysOn})` : category.label}
                description={category.description}
                checked={category.essential === true || draft[category.id] === true}
                disabled={category.essential}
                onChange={(event) => setDraft((current) => ({ ...current, [category.id]: event.target.checked }))}
              />
            ))}
          </div>
        ) : (
          <p className={styles.message}>
            {labels.message}{' '}
            <Link href={detailsHref} appearance="inline">
              {labels.details}
            </Link>
          </p>
        )}
        <div className={styles.actions}>
          {customizing ? (
            <Button variant="primary" onClick={() => onDecide({ ...draft, ...essentialOnly(categories) })}>
              {labels.save}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setCustomizing(true)}>
              {labels.customize}
            </Button>
          )}
          {/* Same variant and size: accepting is never more prominent than refusing (CNIL). */}
          <Button variant="primary" onClick={() => onDecide(refuseAll(categories))}>
            {labels.refuseAll}
          </Button>
          <Button variant="primary" onClick={() => onDecide(acceptAll(categories))}>
            {labels.acceptAll}
          </Button>
        </div>
        <IconButton
          icon="close"
          label={labels.close}
          className={styles.close}
          onClick={() => onDecide(refuseAll(categories))}
        />
      </div>
    </section>
  );
}

function essentialOnly(categories: ReadonlyArray<ConsentCategory>): Record<string, boolean> {
  return Object.fromEntries(categories.filter((category) => category.essential).map((category) => [category.id, true]));
}
