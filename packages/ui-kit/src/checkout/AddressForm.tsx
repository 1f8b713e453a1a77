import type { HTMLInputAutoCompleteAttribute, InputHTMLAttributes } from 'react';
import { ErrorSummary } from '../forms/ErrorSummary';
import { FormField } from '../forms/FormField';
import { Input } from '../forms/Input';
import { Select } from '../forms/Select';
import styles from './AddressForm.module.css';

/** A postal address as the checkout edits it (the names of the shop API's address). */
export interface AddressValue {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2 code, e.g. "FR". */
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  zipCode: string;
  phoneNumber: string;
  company?: string;
  /** Intra-community VAT number of a company. */
  taxId?: string;
}

/** A field of {@link AddressValue}. */
export type AddressField = keyof AddressValue;

/** Extra fields an {@link AddressForm} can show (a company's invoice). */
export type AddressExtraField = 'company' | 'taxId';

/** A country the shop delivers to. */
export interface AddressCountry {
  code: string;
  label: string;
}

/** Texts of {@link AddressForm}. */
export interface AddressFormLabels {
  /** Legend of the fieldset, e.g. "Adresse de livraison"; omit when the step heading already says it. */
  legend?: string;
  firstName: string;
  lastName: string;
  /** Needed when `fields` holds `company`. */
  company?: string;
  /** Needed when `fields` holds `taxId`. */
  taxId?: string;
  streetAddress: string;
  apartmentNumber: string;
  zipCode: string;
  city: string;
  country: string;
  /** First, empty choice, e.g. "Choisissez un pays". */
  countryPlaceholder?: string;
  phoneNumber: string;
  /** Help under the phone field, e.g. "Le transporteur vous appelle pour fixer le rendez-vous.". */
  phoneHint?: string;
  /** Mention after the label of a required field, e.g. "obligatoire". */
  required?: string;
  /** Title of the list of errors above the form, e.g. "Veuillez corriger les champs suivants :"; no list without it. */
  errorSummaryTitle?: string;
}

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  value: AddressValue;
  /** Called with the changed field only. */
  onChange: (patch: Partial<AddressValue>) => void;
  /** Message per invalid field, shown under it and linked with `aria-describedby`. */
  errors?: Partial<Record<AddressField, string>>;
  labels: AddressFormLabels;
  /** Prefix of the field ids (`${idPrefix}-zipCode`), unique on the page: "shipping", "billing". */
  idPrefix: string;
  countries: ReadonlyArray<AddressCountry>;
  /** Extra fields, e.g. `['company', 'taxId']` for a company's billing address. */
  fields?: ReadonlyArray<AddressExtraField>;
  /** Autofill section of the tokens (`shipping postal-code`), so a browser keeps two addresses apart. */
  autoCompleteSection?: 'shipping' | 'billing';
  disabled?: boolean;
}

type TextField = Exclude<AddressField, 'country'>;

/**
 * An autofill token in a named section (`shipping street-address`), as a plain string: left to infer, the template
 * literal over React's autofill tokens is a union too large for TypeScript 7 to represent.
 */
const inSection = (section: string, token: string): string => `${section} ${token}`;

interface FieldSpec {
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

const specs: Record<TextField, FieldSpec> = {
  firstName: { autoComplete: 'given-name', required: true },
  lastName: { autoComplete: 'family-name', required: true },
  company: { autoComplete: 'organization', required: false },
  taxId: { required: false },
  streetAddress: { autoComplete: 'address-line1', required: true },
  apartmentNumber: { autoComplete: 'address-line2', required: false },
  // French postcodes are five digits, some with a leading zero: a numeric keyboard, but a text value.
  zipCode: { autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
  city: { autoComplete: 'address-level2', required: true },
  phoneNumber: { autoComplete: 'tel', required: true, type: 'tel' },
};

/** The fields in the order they are drawn, which is also the order of the error summary. */
const fieldOrder: ReadonlyArray<AddressField> = [
  'firstName',
  'lastName',
  'company',
  'taxId',
  'streetAddress',
  'apartmentNumber',
  'zipCode',
  'city',
  'country',
  'phoneNumber',
];

/**
 * A French postal address, controlled: names, optional company and VAT number, street, complement, postcode
 * and city, country and phone, with the browser's autofill tokens, a numeric keyboard for the postcode and each
 * field's error under it. Two columns for the name and postcode/city pairs when the form is wide, one on phones.
 * Give the surrounding `<form>` `noValidate` so the shop's messages, not the browser's, explain a problem.
 *
 * @example
 * <AddressForm idPrefix="shipping" autoCompleteSection="shipping" value={address} errors={errors}
 *   onChange={(patch) => setAddress({ ...address, ...patch })} labels={labels}
 *   countries={[{ code: 'FR', label: 'France' }]} />
 */
export function AddressForm({
  value,
  onChange,
  errors = {},
  labels,
  idPrefix,
  countries,
  fields = [],
  autoCompleteSection,
  disabled,
}: AddressFormProps) {
  const shown = (field: AddressField) => (field === 'company' || field === 'taxId' ? fields.includes(field) : true);
  const id = (field: AddressField) => `${idPrefix}-${field}`;
  const summary = fieldOrder.flatMap((field) => {
    const message = shown(field) ? errors[field] : undefined;
    return message ? [{ fieldId: id(field), message }] : [];
  });

  const text = (field: TextField, label: string | undefined) => {
    const spec = specs[field];
    const token = spec.autoComplete;
    return (
      <FormField
        id={id(field)}
        label={label ?? field}
        error={errors[field]}
        hint={field === 'phoneNumber' ? labels.phoneHint : undefined}
        required={spec.required}
        requiredLabel={labels.required}
      >
        {(control) => (
          <Input
            {...control}
            name={field}
            type={spec.type}
            inputMode={spec.inputMode}
            autoComplete={token && autoCompleteSection ? inSection(autoCompleteSection, token) : token}
            value={value[field] ?? ''}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        )}
      </FormField>
    );
  };

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      {labels.legend ? <legend className={styles.legend}>{labels.legend}</legend> : null}
      <div className={styles.form}>
        {labels.errorSummaryTitle ? <ErrorSummary title={labels.errorSummaryTitle} errors={summary} /> : null}
        <div className={styles.pair}>
          {text('firstName', labels.firstName)}
          {text('lastName', labels.lastName)}
        </div>
        {fields.length > 0 ? (
          <div className={styles.pair}>
            {shown('company') ? text('company', labels.company) : null}
            {shown('taxId') ? text('taxId', labels.taxId) : null}
          </div>
        ) : null}
        {text('streetAddress', labels.streetAddress)}
        {text('apartmentNumber', labels.apartmentNumber)}
        <div className={[styles.pair, styles.postcodeCity].join(' ')}>
          {text('zipCode', labels.zipCode)}
          {text('city', labels.city)}
        </div>
        <FormField
          id={id('country')}
          label={labels.country}
          error={errors.country}
          required
          requiredLabel={labels.required}
        >
          {(control) => (
            <Select
              {...control}
              name="country"
              autoComplete={autoCompleteSection ? `${autoCompleteSection} country` : 'country'}
              placeholder={labels.countryPlaceholder}
              options={countries.map((country) => ({ value: country.code, label: country.label }))}
              value={value.country}
              onChange={(event) => onChange({ country: event.target.value })}
            />
          )}
        </FormField>
        {text('phoneNumber', labels.phoneNumber)}
      </div>
    </fieldset>
  );
}
