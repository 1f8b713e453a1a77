import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { couponLabels } from '../fixtures/checkout';
import { CouponForm, type CouponFormProps } from './CouponForm';

/** A cart that accepts BIENVENUE10 only, answering on the next tick like a server would. */
function CouponFormDemo(props: CouponFormProps) {
  const [appliedCode, setAppliedCode] = useState(props.appliedCode);
  const [error, setError] = useState(props.error);
  const [status, setStatus] = useState(props.status);
  return (
    <div style={{ maxWidth: '28rem' }}>
      <CouponForm
        {...props}
        appliedCode={appliedCode}
        error={error}
        status={status}
        onApply={async (code) => {
          props.onApply(code);
          setStatus('busy');
          const accepted = await Promise.resolve(code.toUpperCase() === 'BIENVENUE10');
          setStatus('idle');
          setError(accepted ? undefined : `Le code promo « ${code} » n’est pas valide.`);
          if (accepted) setAppliedCode(code.toUpperCase());
          return accepted;
        }}
        onRemove={() => {
          props.onRemove();
          setAppliedCode(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Checkout/CouponForm',
  component: CouponForm,
  render: (args) => <CouponFormDemo {...args} />,
  args: { appliedCode: null, onApply: fn(), onRemove: fn(), status: 'idle', labels: couponLabels },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The disclosure is closed; Enter on it opens the field. */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Vous avez un code promo ?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Code promo' })).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Code promo' })).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Busy: Story = { args: { defaultOpen: true, status: 'busy' } };

/** The applied code, with Remove; removing gives focus back to the disclosure. */
export const Applied: Story = {
  args: { appliedCode: 'BIENVENUE10' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Code promo BIENVENUE10 appliqué')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer le code promo BIENVENUE10' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Vous avez un code promo ?' })).toHaveFocus();
  },
};

/** A refused code: the message is an alert, the field is invalid and described by it; then a good code with Enter. */
export const BadCode: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Code promo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Saisissez un code promo.');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(field, 'ETE2023');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith('ETE2023');
    const alert = await canvas.findByText('Le code promo « ETE2023 » n’est pas valide.');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Le code promo « ETE2023 » n’est pas valide.');
    await userEvent.clear(field);
    await userEvent.type(field, 'bienvenue10{Enter}');
    const applied = await canvas.findByText('Code promo BIENVENUE10 appliqué');
    await waitFor(() => expect(applied).toHaveFocus());
  },
};

export const RefusedCode: Story = {
  args: { defaultOpen: true, error: 'Le code promo « ETE2023 » a expiré.' },
};
