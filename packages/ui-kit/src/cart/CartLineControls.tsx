import { useEffect, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { IconButton } from '../actions/IconButton';
import { QuantityStepper } from '../forms/QuantityStepper';
import styles from './CartLineControls.module.css';

/** Texts of {@link CartLineControls}, already worded for one line. */
export interface CartLineControlsLabels {
  /** Accessible name of the quantity field, e.g. "Quantité de Citerne souple 10 m³". */
  quantity: string;
  decrease: string;
  increase: string;
  /** Accessible name of the trash button, e.g. "Retirer Citerne souple 10 m³ du panier". */
  remove: string;
  /** The removal question, e.g. "Retirer « Citerne souple 10 m³ » du panier ?". */
  confirmRemove: string;
  confirm: string;
  cancel: string;
}

/** Props of {@link CartLineControls}. */
export interface CartLineControlsProps {
  quantity: number;
  maxQuantity?: number;
  labels: CartLineControlsLabels;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Disables the controls while the line syncs with the server. */
  pending?: boolean;
}

/**
 * The quantity stepper and the remove button of a cart line; removal asks first (SPEC §2 "Asking before
 * product removal is enabled"): the question gets focus, Cancel gives it back to the trash button.
 * Shared by the mini-cart and the checkout's order summary.
 */
export function CartLineControls({
  quantity,
  maxQuantity,
  labels,
  onQuantityChange,
  onRemove,
  pending = false,
}: CartLineControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (returnFocus.current) removeButton.current?.focus();
  }, [confirming]);

  if (confirming) {
    return (
      <fieldset className={styles.confirm}>
        <legend className={styles.question}>{labels.confirmRemove}</legend>
        <div className={styles.confirmActions}>
          <Button ref={confirmButton} size="sm" variant="danger" onClick={onRemove}>
            {labels.confirm}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              returnFocus.current = true;
              setConfirming(false);
            }}
          >
            {labels.cancel}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <div className={styles.controls}>
      <QuantityStepper
        size="sm"
        label={labels.quantity}
        decreaseLabel={labels.decrease}
        increaseLabel={labels.increase}
        value={quantity}
        max={maxQuantity}
        disabled={pending}
        onChange={onQuantityChange}
      />
      <IconButton
        ref={removeButton}
        icon="trash"
        label={labels.remove}
        disabled={pending}
        onClick={() => setConfirming(true)}
      />
    </div>
  );
}
