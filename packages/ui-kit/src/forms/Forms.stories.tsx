import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Link } from '../actions/Link';
import { Checkbox } from './Checkbox';
import { FormField } from './FormField';
import { Input } from './Input';
import { QuantityStepper } from './QuantityStepper';
import { RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Adresse e-mail', children: (control) => <Input {...control} type="email" autoComplete="email" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  args: { hint: 'Nous vous enverrons la confirmation de commande.', required: true, requiredLabel: 'obligatoire' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Nous vous enverrons la confirmation de commande.');
  },
};

export const WithError: Story = {
  args: { error: 'Cette adresse e-mail n’est pas valide.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Cette adresse e-mail n’est pas valide.');
  },
};

export const Disabled: Story = {
  args: { label: 'Code postal', children: (control) => <Input {...control} disabled defaultValue="66000" /> },
};

export const LongFrenchLabel: Story = {
  args: {
    label: 'Complément d’adresse (bâtiment, escalier, étage, code d’accès, lieu-dit)',
    hint: 'Facultatif, mais utile au transporteur pour livrer votre citerne sans encombre.',
  },
};

export const MultilineText: Story = {
  args: { label: 'Votre message', children: (control) => <Textarea {...control} rows={5} /> },
};

export const DropDown: Story = {
  args: {
    label: 'Pays',
    children: (control) => (
      <Select
        {...control}
        placeholder="Choisissez un pays"
        options={[
          { value: 'FR', label: 'France' },
          { value: 'BE', label: 'Belgique' },
          { value: 'CH', label: 'Suisse' },
        ]}
      />
    ),
  },
};

function Choices() {
  const [method, setMethod] = useState<string | null>('dpd');
  const [accepted, setAccepted] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '30rem' }}>
      <RadioGroup
        legend="Mode de livraison"
        value={method}
        onChange={setMethod}
        options={[
          { value: 'dpd', label: 'Transporteur DPD', description: '5,00 € TTC, sous 3 à 5 jours' },
          { value: 'pickup', label: 'Retrait à l’atelier', description: 'Gratuit' },
          { value: 'express', label: 'Express', disabled: true },
        ]}
      />
      <Checkbox
        label="J’accepte les conditions générales de vente"
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <Checkbox label="Recevoir la newsletter" description="Un e-mail par mois, désinscription en un clic." />
    </div>
  );
}

export const ChoiceControls: StoryObj = {
  render: () => <Choices />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Retrait à l’atelier/ }));
    await expect(canvas.getByRole('radio', { name: /Retrait à l’atelier/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeDisabled();
    await userEvent.click(canvas.getByText('J’accepte les conditions générales de vente'));
    await expect(canvas.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' })).toBeChecked();
  },
};

export const RadioError: StoryObj = {
  render: () => (
    <RadioGroup
      legend="Mode de paiement"
      value={null}
      onChange={() => undefined}
      error="Choisissez un mode de paiement."
      options={[
        { value: 'card', label: 'Carte bancaire' },
        { value: 'cod', label: 'Paiement à la livraison' },
      ]}
    />
  ),
};

/**
 * The checkout's terms: `Checkbox` takes any label, so the link to the terms sits in it (no dedicated component).
 * A click on the link follows it without ticking the box; a missing tick is an invalid, described checkbox.
 */
export const TermsWithLink: StoryObj = {
  render: () => (
    <div>
      <Checkbox
        label={
          <span>
            J’ai lu et j’accepte les <Link href="/i/conditions-generales-de-vente">conditions générales de vente</Link>
          </span>
        }
        required
        aria-invalid
        aria-describedby="terms-error"
      />
      <p id="terms-error" role="alert" style={{ margin: 0, color: 'var(--ck-color-danger)', fontWeight: 500 }}>
        Vous devez accepter les conditions générales de vente.
      </p>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' });
    await expect(terms).toBeInvalid();
    await expect(terms).toHaveAccessibleDescription('Vous devez accepter les conditions générales de vente.');
    await userEvent.click(canvas.getByRole('link', { name: 'conditions générales de vente' }));
    await expect(terms).not.toBeChecked();
    await userEvent.click(terms);
    await expect(terms).toBeChecked();
  },
};

const onQuantity = fn();

function Stepper() {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      label="Quantité"
      decreaseLabel="Retirer un"
      increaseLabel="Ajouter un"
      value={value}
      max={3}
      onChange={(next) => {
        setValue(next);
        onQuantity(next);
      }}
    />
  );
}

/** The stepper stays within 1 and the stock left (3 here); typed values are clamped. */
export const Quantity: StoryObj = {
  render: () => <Stepper />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Retirer un' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantité' })).toHaveValue('3');
    await expect(canvas.getByRole('button', { name: 'Ajouter un' })).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: 'Quantité' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(onQuantity).toHaveBeenLastCalledWith(1);
  },
};
