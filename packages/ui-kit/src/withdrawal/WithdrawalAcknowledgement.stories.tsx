import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withdrawalAcknowledgementLabels, withdrawalSteps } from '../fixtures/withdrawal';
import { WithdrawalAcknowledgement } from './WithdrawalAcknowledgement';

const meta = {
  title: 'Withdrawal/WithdrawalAcknowledgement',
  component: WithdrawalAcknowledgement,
  args: {
    orderNumber: '000000012',
    receivedAt: '2 juin 2025 à 15:17',
    email: 'lea@example.fr',
    lines: [
      { id: 41, name: 'Vanne ¼ de tour 50 mm', qty: 1 },
      { id: 42, name: 'Tuyau de raccordement 10 m', qty: 1 },
    ],
    steps: withdrawalSteps,
    labels: withdrawalAcknowledgementLabels,
  },
} satisfies Meta<typeof WithdrawalAcknowledgement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recorded: the date and time, the lines, the mail sent, the next steps; the heading takes focus. */
export const Recorded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toHaveFocus();
    await expect(canvas.getByText('Reçue le 2 juin 2025 à 15:17.')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
