import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withdrawalSummaryLabels } from '../fixtures/withdrawal';
import { WithdrawalSummary } from './WithdrawalSummary';

const meta = {
  title: 'Withdrawal/WithdrawalSummary',
  component: WithdrawalSummary,
  args: {
    orderNumber: '000000012',
    name: 'Léa Martin',
    email: 'lea@example.fr',
    lines: [{ id: 41, name: 'Vanne ¼ de tour 50 mm', qty: 1 }],
    labels: withdrawalSummaryLabels,
    onConfirm: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof WithdrawalSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second step: "Confirmer la rétractation" sends, "Modifier" goes back. */
export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer la rétractation' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** While sending: both buttons disabled. */
export const Sending: Story = { args: { busy: true } };

/** Refused by the server (e.g. the period ended meanwhile). */
export const Refused: Story = { args: { error: 'Le délai de rétractation de cette commande est écoulé.' } };
