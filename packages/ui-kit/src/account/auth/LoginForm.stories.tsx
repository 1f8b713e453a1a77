import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { lockedOutMessage, loginLabels } from '../../fixtures/auth';
import { LoginForm, type LoginFormProps, type LoginValue } from './LoginForm';

/** Checks the fields on submit as the shop does (required, valid e-mail). */
function LoginFormDemo(props: LoginFormProps) {
  const [value, setValue] = useState(props.value);
  const [errors, setErrors] = useState(props.errors);
  return (
    <div style={{ maxWidth: '26rem' }}>
      <LoginForm
        {...props}
        value={value}
        errors={errors}
        onChange={(patch) => {
          props.onChange(patch);
          setValue({ ...value, ...patch });
        }}
        onSubmit={() => {
          const found: Partial<Record<keyof LoginValue, string>> = {};
          if (!value.email.trim()) found.email = 'Ce champ est obligatoire.';
          else if (!/^\S+@\S+\.\S+$/.test(value.email)) found.email = 'Veuillez saisir une adresse e-mail valide.';
          if (!value.password) found.password = 'Ce champ est obligatoire.';
          setErrors(found);
          if (Object.keys(found).length === 0) props.onSubmit();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Account/Auth/LoginForm',
  component: LoginForm,
  render: (args) => <LoginFormDemo {...args} />,
  args: {
    value: { email: '', password: '' },
    onChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    labels: loginLabels,
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the e-mail and password fields carry the autocomplete hints password managers need. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Adresse e-mail/)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(/Mot de passe/)).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** Sending the empty form lists the errors above it and focuses the list; each field is invalid and described. */
export const FieldErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Veuillez corriger les champs suivants :');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const email = canvas.getByLabelText(/Adresse e-mail/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'lea@example.fr');
    await userEvent.type(canvas.getByLabelText(/Mot de passe/), 'citerne-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The password can be shown and hidden again. */
export const ShowPassword: Story = {
  args: { value: { email: 'lea@example.fr', password: 'citerne-2026' } },
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/Mot de passe/);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Busy: Story = { args: { value: { email: 'lea@example.fr', password: 'citerne-2026' }, busy: true } };

/** The server refused: one text that never tells whether the e-mail has an account. */
export const ServerFailure: Story = {
  args: {
    value: { email: 'lea@example.fr', password: 'mauvais' },
    failure: 'Adresse e-mail ou mot de passe incorrect.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
  },
};

export const LockedOut: Story = {
  args: { value: { email: 'lea@example.fr', password: 'mauvais' }, failure: lockedOutMessage },
};
