import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { newPasswordLabels } from '../../fixtures/auth';
import { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm';

function NewPasswordFormDemo(props: NewPasswordFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '26rem' }}>
      <NewPasswordForm
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

const meta = {
  title: 'Account/Auth/NewPasswordForm',
  component: NewPasswordForm,
  render: (args) => <NewPasswordFormDemo {...args} />,
  args: {
    value: { email: 'lea@example.fr', password: '', confirmation: '' },
    onChange: fn(),
    onSubmit: fn(),
    labels: newPasswordLabels,
  },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail of the link is filled in; the two new-password fields are empty. */
export const NewPassword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Adresse e-mail/)).toHaveValue('lea@example.fr');
    await expect(canvas.getByLabelText(/^Nouveau mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const FieldErrors: Story = {
  args: {
    value: { email: 'lea@example.fr', password: 'citerne-2026', confirmation: 'citerne-2025' },
    errors: { confirmation: 'Les mots de passe doivent être identiques.' },
  },
};

export const Busy: Story = {
  args: { value: { email: 'lea@example.fr', password: 'citerne-2026', confirmation: 'citerne-2026' }, busy: true },
};

export const ServerFailure: Story = {
  args: {
    value: { email: 'lea@example.fr', password: 'citerne-2026', confirmation: 'citerne-2026' },
    failure: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  },
};
