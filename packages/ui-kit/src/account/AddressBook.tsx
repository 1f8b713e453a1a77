import type { ReactNode } from 'react';
import { Button } from '../actions/Button';
import { EmptyState } from '../feedback/EmptyState';
import styles from './AddressBook.module.css';
import { AddressCard, type AddressCardAddress, type AddressCardLabels } from './AddressCard';
import { FormOutcome } from './FormOutcome';

/** Texts of {@link AddressBook}. */
export interface AddressBookLabels extends AddressCardLabels {
  /** e.g. "Ajouter une adresse". */
  add: string;
  /** e.g. "Aucune adresse enregistrée". */
  empty: string;
  /** e.g. "Ajoutez une adresse pour commander plus vite.". */
  emptyHint: string;
  /** Accessible name of the list, e.g. "Mes adresses". */
  list: string;
}

/** Props of {@link AddressBook}. */
export interface AddressBookProps {
  addresses: ReadonlyArray<AddressCardAddress>;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onSetDefault: (id: string) => void;
  /** The address an action is running on. */
  busyId?: string | null;
  /** The address form, while one is added or edited (the shop's French address form); hides the Add button. */
  editor?: ReactNode;
  success?: string | undefined;
  failure?: string | undefined;
  labels: AddressBookLabels;
}

/**
 * The customer's address book (SPEC §2 "shipping details", §3 "Address payload"): the saved addresses as cards,
 * the default one first with its badge, an Add button, the editor the shop draws, and the answer of the last
 * action. Without any address, an empty state invites to add one.
 *
 * @example
 * <AddressBook addresses={cards} onAdd={startAdding} onEdit={edit} onDelete={remove} onSetDefault={makeDefault}
 *   editor={editing ? <form>…</form> : null} labels={labels} />
 */
export function AddressBook({
  addresses,
  onAdd,
  onEdit,
  onDelete,
  onSetDefault,
  busyId = null,
  editor,
  success,
  failure,
  labels,
}: AddressBookProps) {
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <div className={styles.book}>
      <FormOutcome success={success} failure={failure} />
      {editor ? <div className={styles.editor}>{editor}</div> : null}
      {sorted.length === 0 && !editor ? (
        <EmptyState
          icon="home"
          title={labels.empty}
          description={labels.emptyHint}
          action={
            <Button icon="plus" onClick={onAdd}>
              {labels.add}
            </Button>
          }
        />
      ) : (
        <>
          {editor ? null : (
            <div>
              <Button icon="plus" variant="secondary" onClick={onAdd}>
                {labels.add}
              </Button>
            </div>
          )}
          <ul className={styles.list} aria-label={labels.list}>
            {sorted.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onSetDefault={onSetDefault}
                  busy={busyId === address.id}
                  labels={labels}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
