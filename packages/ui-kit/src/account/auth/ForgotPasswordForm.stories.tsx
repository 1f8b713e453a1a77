import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { forgotPasswordLabels } from '../../fixtures/auth';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

function ForgotPasswordFormDemo(props: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(props.email);
  return (
    <div style={{ maxWidth: '26rem' }}>
      <ForgotPasswordForm
        {...props}
        email={email}
        onChange={(next) => {
          props.onChange(next);
          setEmail(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Account/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  render: (args) => <ForgotPasswordFormDemo {...args} />,
  args: { email: '', onChange: fn(), onSubmit: fn(), onBack: fn(), labels: forgotPasswordLabels },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retour à la connexion' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const FieldError: Story = {
  args: { email: 'lea@', error: 'Veuillez saisir une adresse e-mail valide.' },
};

export const Busy: Story = { args: { email: 'lea@example.fr', busy: true } };

/** The same words whether or not the address has an account (SPEC §8), in a status region. */
export const LinkSent: Story = {
  args: { email: 'lea@example.fr', sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Si un compte existe pour cette adresse, un lien de réinitialisation est en route.',
    );
  },
};

export const ServerFailure: Story = {
  args: { email: 'lea@example.fr', failure: 'Vous êtes hors ligne. Certaines fonctions peuvent être indisponibles.' },
};
