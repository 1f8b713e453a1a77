import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { addressLabels, countries, emptyAddress, filledAddress } from '../fixtures/checkout';
import { AddressForm, type AddressFormProps } from './AddressForm';

function AddressFormDemo(props: AddressFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} style={{ maxWidth: '40rem' }}>
      <AddressForm
        {...props}
        value={value}
        onChange={(patch) => {
          setValue((current) => ({ ...current, ...patch }));
          props.onChange(patch);
        }}
      />
    </form>
  );
}

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  render: (args) => <AddressFormDemo {...args} />,
  args: {
    value: emptyAddress,
    onChange: fn(),
    labels: addressLabels,
    idPrefix: 'shipping',
    countries,
    autoCompleteSection: 'shipping',
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autofill tokens of the shipping section, a numeric keyboard for the postcode, a phone keyboard, changes as patches. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const autoComplete = (name: RegExp) => canvas.getByRole('textbox', { name }).getAttribute('autocomplete');
    await expect(autoComplete(/^Prénom/)).toBe('shipping given-name');
    await expect(autoComplete(/^Nom/)).toBe('shipping family-name');
    await expect(autoComplete(/^Adresse/)).toBe('shipping address-line1');
    await expect(autoComplete(/^Complément/)).toBe('shipping address-line2');
    await expect(autoComplete(/^Ville/)).toBe('shipping address-level2');
    await expect(canvas.getByRole('combobox', { name: /^Pays/ })).toHaveAttribute('autocomplete', 'shipping country');
    const zip = canvas.getByRole('textbox', { name: /^Code postal/ });
    await expect(zip).toHaveAttribute('autocomplete', 'shipping postal-code');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    const phone = canvas.getByRole('textbox', { name: /^Téléphone/ });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'shipping tel');
    await expect(phone).toHaveAccessibleDescription(addressLabels.phoneHint as string);
    await expect(canvas.getByRole('textbox', { name: /^Complément/ })).not.toBeRequired();
    await expect(zip).toBeRequired();
    await userEvent.type(zip, '66000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ zipCode: '66000' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Pays/ }), 'Belgique');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'BE' });
  },
};

export const Filled: Story = { args: { value: filledAddress } };

/**
 * Each message is under its field, which is invalid and described by it; the summary above is an alert whose
 * links move focus to the field.
 */
export const WithErrors: Story = {
  args: {
    value: { ...filledAddress, zipCode: '6600', phoneNumber: '', streetAddress: '' },
    errors: {
      streetAddress: 'Indiquez le numéro et la rue.',
      zipCode: 'Le code postal doit comporter 5 chiffres.',
      phoneNumber: 'Indiquez un numéro de téléphone, par exemple 06 12 34 56 78.',
    },
  },
  play: async ({ canvas, userEvent }) => {
    const zip = canvas.getByRole('textbox', { name: /^Code postal/ });
    await expect(zip).toBeInvalid();
    await expect(zip).toHaveAccessibleDescription('Le code postal doit comporter 5 chiffres.');
    await expect(canvas.getByRole('textbox', { name: /^Téléphone/ })).toHaveAccessibleDescription(
      /Indiquez un numéro de téléphone/,
    );
    await expect(canvas.getByRole('textbox', { name: /^Ville/ })).not.toHaveAttribute('aria-invalid');
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Veuillez corriger les champs suivants :');
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Indiquez le numéro et la rue.',
      'Le code postal doit comporter 5 chiffres.',
      'Indiquez un numéro de téléphone, par exemple 06 12 34 56 78.',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Le code postal doit comporter 5 chiffres.' }));
    await expect(zip).toHaveFocus();
  },
};

/** A company's billing address: company and VAT number, and the billing autofill section. */
export const CompanyBilling: Story = {
  args: {
    idPrefix: 'billing',
    autoCompleteSection: 'billing',
    fields: ['company', 'taxId'],
    labels: { ...addressLabels, legend: 'Adresse de facturation' },
    value: { ...filledAddress, company: 'Domaine des Trois Sources', taxId: 'FR32123456789' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Adresse de facturation' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Société' })).toHaveAttribute(
      'autocomplete',
      'billing organization',
    );
    await expect(canvas.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' })).toHaveValue(
      'FR32123456789',
    );
  },
};

/** Submitting: every field is disabled. */
export const Disabled: Story = { args: { value: filledAddress, disabled: true } };

/** One column on a phone. */
export const Phone: Story = {
  args: WithErrors.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
