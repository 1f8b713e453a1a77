import {
  type AddressBookEntry,
  addressBookEntries,
  type ProfileUpdate,
  withAddressAdded,
  withAddressRemoved,
  withAddressReplaced,
  withDefaultAddress,
} from '@citerne/account';
import { type AddressDetails, type FieldErrors, validateAddress } from '@citerne/checkout';
import { AddressBook, AddressForm, Button, Checkbox } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import '../../checkout/checkoutCatalog';
import { addressDetailsOf } from '../../checkout/addressDetailsOf';
import { checkoutMessageText } from '../../checkout/checkoutMessageText';
import { countryOptions } from '../../checkout/shippingCountries';
import { useAddressLabels } from '../../checkout/useAddressLabels';
import { accountMessageText } from '../accountMessageText';
import type { AccountSectionProps } from './AccountSectionProps';
import { addressCardOf } from './addressCardOf';
import { addressFieldsOf } from './addressFieldsOf';

const emptyAddress = (profile: AccountSectionProps['profile']): AddressDetails => ({
  firstName: profile.firstname,
  lastName: profile.lastname,
  country: 'FR',
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  state: '',
  region_id: null,
  zipCode: '',
  phoneNumber: '',
});

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly id: number } | null;

/**
 * My Account's shipping details (SPEC §2, §3 "Address payload"): the address book — add, edit, delete, choose the
 * default — with the checkout's French address form and its rules (`validateAddress` of `@citerne/checkout`), each
 * change saved as a profile update (SPEC §6: addresses are editable).
 */
export function AddressesSection({ session, profile }: AccountSectionProps) {
  const { t, i18n } = useLingui();
  // The editor's heading names the form: no legend above the fields.
  const { legend: _legend, ...labels } = useAddressLabels('');
  const entries = addressBookEntries(profile);
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState<AddressDetails>(() => emptyAddress(profile));
  const [asDefault, setAsDefault] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<AddressDetails>>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ success?: string; failure?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const save = async (update: ProfileUpdate, busy: string, success: string) => {
    setBusyId(busy);
    setOutcome({});
    const answer = await session.updateProfile(update);
    setBusyId(null);
    setOutcome(answer.ok ? { success } : { failure: accountMessageText(i18n, answer.message) });
    return answer.ok;
  };

  const byId = (id: string): AddressBookEntry | undefined => entries.find((entry) => String(entry.id) === id);

  const startEditing = (next: Editing) => {
    const entry = next?.kind === 'edit' ? entries.find((candidate) => candidate.id === next.id) : undefined;
    setDraft(entry ? addressDetailsOf(entry) : emptyAddress(profile));
    setAsDefault(entries.length === 0);
    setErrors({});
    setOutcome({});
    setEditing(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const problems = validateAddress(draft);
    const shown = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, checkoutMessageText(i18n, problem ?? '')]),
    );
    setErrors(shown);
    if (Object.keys(problems).length > 0) return;
    const fields = addressFieldsOf(draft);
    const update =
      editing.kind === 'new'
        ? withAddressAdded(profile, fields, { asDefault })
        : asDefault
          ? withDefaultAddressOf(withAddressReplaced(profile, editing.id, fields), editing.id)
          : withAddressReplaced(profile, editing.id, fields);
    if (await save(update, 'editor', t`The address has been saved.`)) setEditing(null);
  };

  const editingEntry = editing?.kind === 'edit' ? entries.find((entry) => entry.id === editing.id) : undefined;

  return (
    <div className="account-section">
      <AddressBook
        addresses={entries.map((entry) => addressCardOf(entry, i18n.locale))}
        busyId={busyId}
        success={outcome.success}
        failure={outcome.failure}
        onAdd={() => startEditing({ kind: 'new' })}
        onEdit={(id) => startEditing({ kind: 'edit', id: Number(id) })}
        onDelete={(id) => {
          if (byId(id)) void save(withAddressRemoved(profile, Number(id)), id, t`The address has been deleted.`);
        }}
        onSetDefault={(id) => {
          if (byId(id)) void save(withDefaultAddress(profile, Number(id)), id, t`This is now your default address.`);
        }}
        editor={
          editing ? (
            <form
              className="account-address-editor"
              aria-labelledby="address-editor-title"
              noValidate
              onSubmit={(event) => void submit(event)}
            >
              <h2 id="address-editor-title" className="account-address-editor__title" ref={heading} tabIndex={-1}>
                {editing.kind === 'new' ? t`New address` : t`Edit the address`}
              </h2>
              <AddressForm
                idPrefix="address-book"
                autoCompleteSection="shipping"
                value={draft}
                errors={errors}
                labels={labels}
                countries={countryOptions(i18n.locale)}
                onChange={(patch) => setDraft({ ...draft, ...patch })}
                disabled={busyId === 'editor'}
              />
              {editingEntry?.isDefaultShipping ? null : (
                <Checkbox
                  label={t`Use as my default address`}
                  checked={asDefault}
                  onChange={(event) => setAsDefault(event.target.checked)}
                />
              )}
              <div className="account-address-editor__actions">
                <Button type="submit" loading={busyId === 'editor'}>
                  {t`Save the address`}
                </Button>
                <Button variant="ghost" onClick={() => setEditing(null)}>
                  {t`Cancel`}
                </Button>
              </div>
            </form>
          ) : null
        }
        labels={{
          add: t`Add an address`,
          empty: t`No saved address`,
          emptyHint: t`Save a delivery address to order faster.`,
          list: t`My addresses`,
          default: t`Default`,
          edit: t`Edit`,
          delete: t`Delete`,
          setDefault: t`Set as default`,
          confirmDelete: t`Delete this address?`,
          confirm: t`Yes, delete`,
          cancel: t`Cancel`,
          editAddress: (name) => t`Edit the address of ${name}`,
          deleteAddress: (name) => t`Delete the address of ${name}`,
          setDefaultAddress: (name) => t`Set as default the address of ${name}`,
        }}
      />
    </div>
  );
}

/** An edited address that also becomes the default: the replaced book, then the default moved to it. */
function withDefaultAddressOf(update: ProfileUpdate, id: number): ProfileUpdate {
  return {
    ...update,
    addresses: update.addresses?.map((address) => ({
      ...address,
      default_shipping: address.id === id,
      default_billing: address.id === id,
    })),
  };
}
