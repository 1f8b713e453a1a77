import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { Icon } from '../icons/Icon';
import styles from './CouponForm.module.css';

/** Texts of {@link CouponForm}. */
export interface CouponFormLabels {
  /** The disclosure button, e.g. "Vous avez un code promo ?". */
  toggle: string;
  /** Label of the field, e.g. "Code promo". */
  code: string;
  /** e.g. "Appliquer". */
  apply: string;
  /** The applied code, e.g. `(code) => \`Code promo ${code} appliqué\``. */
  applied: (code: string) => string;
  /** e.g. "Retirer". */
  remove: string;
  /** Accessible name of the remove button, e.g. `(code) => \`Retirer le code promo ${code}\``. */
  removeCode: (code: string) => string;
  /** Shown when Apply is pressed on an empty field, e.g. "Saisissez un code promo.". */
  empty: string;
}

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** The code the cart carries, or `null`. */
  appliedCode: string | null;
  /** Applies the trimmed code (e.g. cart-sync's `applyCoupon`); `true` when it was accepted clears the field. */
  onApply: (code: string) => Promise<boolean> | boolean;
  onRemove: () => void;
  /** `busy` while the cart applies or removes a code: the buttons show a spinner and ignore clicks. */
  status?: 'idle' | 'busy';
  /** Why the code was refused, e.g. "Le code promo « ETE2023 » n’est pas valide."; announced when it appears. */
  error?: string;
  labels: CouponFormLabels;
  /** Shows the field without the shopper opening the disclosure first. */
  defaultOpen?: boolean;
}

/**
 * The cart's discount code: a disclosure ("Vous avez un code promo ?") revealing the field and Apply, then the
 * applied code with Remove. Not a `<form>` of its own, so it can sit inside the checkout's form: Enter in the
 * field applies the code. Focus follows the shopper: to the applied code after Apply, back to the disclosure
 * after Remove.
 *
 * @example
 * <CouponForm appliedCode={cart.couponCode} onApply={(code) => cart.applyCoupon(code)} onRemove={cart.removeCoupon}
 *   status={busy ? 'busy' : 'idle'} error={couponError} labels={labels} />
 */
export function CouponForm({
  appliedCode,
  onApply,
  onRemove,
  status = 'idle',
  error,
  labels,
  defaultOpen = false,
}: CouponFormProps) {
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const applied = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'applied' | 'toggle' | null>(null);
  const busy = status === 'busy';

  useEffect(() => {
    const target = appliedCode
      ? focusNext.current === 'applied'
        ? applied
        : null
      : focusNext.current === 'toggle'
        ? toggle
        : null;
    if (!target) return;
    focusNext.current = null;
    target.current?.focus();
  }, [appliedCode]);

  async function apply() {
    const code = draft.trim();
    if (busy) return;
    if (!code) {
      setEmptyError(true);
      input.current?.focus();
      return;
    }
    setEmptyError(false);
    focusNext.current = 'applied';
    // A failure is the page's to report through `error`; here it only means "not applied".
    const accepted = await Promise.resolve(onApply(code)).catch(() => false);
    if (accepted) setDraft('');
    else focusNext.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // The field may sit inside the checkout's form: Enter applies the code, it does not submit the order.
    event.preventDefault();
    void apply();
  }

  if (appliedCode) {
    return (
      <div className={styles.applied}>
        <p ref={applied} tabIndex={-1} className={styles.appliedCode}>
          <Icon name="circle-check" size="1.25rem" />
          {labels.applied(appliedCode)}
        </p>
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          aria-label={labels.removeCode(appliedCode)}
          onClick={() => {
            focusNext.current = 'toggle';
            setOpen(false);
            onRemove();
          }}
        >
          {labels.remove}
        </Button>
      </div>
    );
  }

  const message = error ?? (emptyError ? labels.empty : undefined);
  return (
    <div className={styles.coupon}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {labels.toggle}
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <FormField label={labels.code} error={message ? <span role="alert">{message}</span> : undefined}>
          {(control) => (
            <div className={styles.row}>
              <Input
                {...control}
                ref={input}
                name="coupon_code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setEmptyError(false);
                }}
                onKeyDown={onKeyDown}
              />
              <Button variant="secondary" loading={busy} onClick={() => void apply()}>
                {labels.apply}
              </Button>
            </div>
          )}
        </FormField>
      </div>
    </div>
  );
}
