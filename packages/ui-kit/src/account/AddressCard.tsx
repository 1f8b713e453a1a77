import { useEffect, useRef, useState } from 'react';
import { Button } from '../actions/Button';
import { Badge } from '../feedback/Badge';
import styles from './AddressCard.module.css';

/** An address of the address book, already written out by the shop. */
export interface AddressCardAddress {
  id: string;
  /** e.g. "Léa Martin". */
  name: string;
  /** e.g. ["3 rue des Lilas", "49300 Cholet", "France"]. */
  lines: ReadonlyArray<string>;
  phone?: string;
  isDefault: boolean;
}

/** Texts of {@link AddressCard}. */
export interface AddressCardLabels {
  /** e.g. "Adresse par défaut". */
  default: string;
  edit: string;
  delete: string;
  setDefault: string;
  /** The confirmation's question, e.g. "Supprimer cette adresse ?". */
  confirmDelete: string;
  /** e.g. "Oui, supprimer". */
  confirm: string;
  cancel: string;
  /** Accessible names that say which address a button acts on; they start with the visible text (WCAG 2.5.3), e.g. `(name) => \`Modifier l’adresse de ${name}\``. */
  editAddress: (name: string) => string;
  deleteAddress: (name: string) => string;
  setDefaultAddress: (name: string) => string;
}

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  address: AddressCardAddress;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onSetDefault: (id: string) => void;
  /** An action on this address is under way: its buttons wait. */
  busy?: boolean;
  labels: AddressCardLabels;
}

/**
 * One saved address: the default badge, Edit, Set as default and Delete; Delete asks first, in place, and
 * focus goes to the confirmation and back to Delete when it is cancelled.
 *
 * @example
 * <AddressCard address={{ id: '3', name: 'Léa Martin', lines: ['3 rue des Lilas', '49300 Cholet'], isDefault: true }}
 *   onEdit={edit} onDelete={remove} onSetDefault={makeDefault} labels={labels} />
 */
export function AddressCard({ address, onEdit, onDelete, onSetDefault, busy = false, labels }: AddressCardProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      remove.current?.focus();
    }
  }, [confirming]);
  return (
    <article className={styles.card} aria-label={address.name}>
      <div className={styles.head}>
        <p className={styles.name}>{address.name}</p>
        {address.isDefault ? <Badge tone="success">{labels.default}</Badge> : null}
      </div>
      <address className={styles.address}>
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {address.phone ? <span>{address.phone}</span> : null}
      </address>
      {confirming ? (
        <div className={styles.confirm}>
          <p className={styles.question}>{labels.confirmDelete}</p>
          <div className={styles.actions}>
            <Button ref={confirm} size="sm" variant="danger" loading={busy} onClick={() => onDelete(address.id)}>
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
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            icon="pencil"
            aria-label={labels.editAddress(address.name)}
            onClick={() => onEdit(address.id)}
          >
            {labels.edit}
          </Button>
          {address.isDefault ? null : (
            <Button
              size="sm"
              variant="ghost"
              icon="check"
              loading={busy}
              aria-label={labels.setDefaultAddress(address.name)}
              onClick={() => onSetDefault(address.id)}
            >
              {labels.setDefault}
            </Button>
          )}
          <Button
            ref={remove}
            size="sm"
            variant="ghost"
            icon="trash"
            aria-label={labels.deleteAddress(address.name)}
            onClick={() => setConfirming(true)}
          >
            {labels.delete}
          </Button>
        </div>
      )}
    </article>
  );
}
