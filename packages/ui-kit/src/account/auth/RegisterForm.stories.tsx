import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { registerLabels } from '../../fixtures/auth';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

function RegisterFormDemo(props: RegisterFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '32rem' }}>
      <RegisterForm
        {...props}
        value={value}
        onChange={(patch) => {
          props.onChange(patch);
          setValue({ ...value, ...patch });
        }}
      />
    </div>
  );
}

const empty = { firstname: '', lastname: '', email: '', password: '', confirmation: '', newsletter: false };
const filled = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.fr',
  password: 'citerne-2026',
  confirmation: 'citerne-2026',
  newsletter: false,
};

const meta = {
  title: 'Account/Auth/RegisterForm',
  component: RegisterForm,
  render: (args) => <RegisterFormDemo {...args} />,
  args: { value: empty, onChange: fn(), onSubmit: fn(), labels: registerLabels },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the newsletter opt-in is unchecked until the shopper ticks it; both passwords are new passwords. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const optIn = canvas.getByRole('checkbox', { name: /Je m’abonne à la newsletter/ });
    await expect(optIn).not.toBeChecked();
    await expect(canvas.getByLabelText(/^Mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(/Confirmez le mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(optIn);
    await expect(args.onChange).toHaveBeenLastCalledWith({ newsletter: true });
  },
};

export const FieldErrors: Story = {
  args: {
    value: { ...filled, firstname: 'L', email: 'lea@', password: 'court', confirmation: 'court' },
    errors: {
      firstname: 'Le prénom doit contenir au moins 2 lettres.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Prénom/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Nom/, { selector: '[name="lastname"]' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    // The summary names each field: several may share one message.
    await expect(
      canvas.getByRole('link', { name: 'Prénom – Le prénom doit contenir au moins 2 lettres.' }),
    ).toBeVisible();
  },
};

export const Busy: Story = { args: { value: { ...filled, newsletter: true }, busy: true } };

export const ServerFailure: Story = {
  args: {
    value: filled,
    failure: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou choisissez « Mot de passe oublié ? ».',
  },
};
