import { Fragment, type ReactNode, useId } from 'react';
import { Button } from '../actions/Button';
import { Skeleton } from '../feedback/Skeleton';
import { Spinner } from '../feedback/Spinner';
import styles from './MethodRadioList.module.css';

/** One card of a {@link MethodRadioList}. */
export interface MethodChoice {
  value: string;
  /** The accessible name with `aside`: keep it short. */
  title: ReactNode;
  /** Drawn at the end of the title line, e.g. the price; part of the accessible name. */
  aside?: ReactNode;
  /** Lines under the title (carrier, delay, description), read as the radio's description. */
  details?: ReadonlyArray<ReactNode>;
  disabled?: boolean;
}

/** What a {@link MethodRadioList} shows instead of its choices. */
export type MethodRadioListState =
  | { status: 'ready'; empty?: string }
  | { status: 'loading'; label: string }
  | { status: 'error'; message: string; retry?: { label: string; onRetry: () => void } };

/** Props of {@link MethodRadioList}. */
export interface MethodRadioListProps {
  legend: ReactNode;
  choices: ReadonlyArray<MethodChoice>;
  value: string | null;
  onChange: (value: string) => void;
  /** The choice's error, announced when it appears and linked to every radio. */
  error?: string;
  name?: string;
  state: MethodRadioListState;
}

/**
 * Radio cards in a fieldset, the shape of the checkout's shipping and payment choices: native radios (arrow
 * keys move and select, disabled cards are skipped), the whole card is the click target, and a loading or
 * error view in place of the cards.
 */
export function MethodRadioList({ legend, choices, value, onChange, error, name, state }: MethodRadioListProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-busy={state.status === 'loading' || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {error && state.status === 'ready' ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <div className={styles.choices}>
          <Spinner label={state.label} />
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.skeleton}>
              <Skeleton shape="circle" width="1.25rem" height="1.25rem" />
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      ) : state.status === 'error' ? (
        <div className={styles.loadError} role="alert">
          <p className={styles.loadErrorMessage}>{state.message}</p>
          {state.retry ? (
            <Button variant="secondary" size="sm" icon="refresh" onClick={state.retry.onRetry}>
              {state.retry.label}
            </Button>
          ) : null}
        </div>
      ) : choices.length === 0 && state.empty ? (
        <p className={styles.empty}>{state.empty}</p>
      ) : (
        <div className={styles.choices}>
          {choices.map((choice) => {
            const choiceId = `${id}-${choice.value}`;
            const details = choice.details?.filter(Boolean) ?? [];
            const describedBy = [details.length > 0 ? `${choiceId}-details` : null, error ? errorId : null]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={choice.value} className={styles.choice}>
                <input
                  id={choiceId}
                  type="radio"
                  className={styles.radio}
                  name={name ?? id}
                  value={choice.value}
                  checked={value === choice.value}
                  disabled={choice.disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  onChange={() => onChange(choice.value)}
                />
                <label htmlFor={choiceId} className={styles.label}>
                  <span className={styles.title}>{choice.title}</span>
                  {choice.aside ? (
                    <>
                      {' '}
                      <span className={styles.aside}>{choice.aside}</span>
                    </>
                  ) : null}
                </label>
                {details.length > 0 ? (
                  <div id={`${choiceId}-details`} className={styles.details}>
                    {details.map((detail, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for one choice
                      <Fragment key={index}>
                        {index > 0 ? ' ' : null}
                        <span className={styles.detail}>{detail}</span>
                      </Fragment>
                    ))}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
