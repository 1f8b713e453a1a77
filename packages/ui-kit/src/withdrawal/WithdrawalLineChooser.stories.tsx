import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { withdrawalChooserLabels, withdrawalLines } from '../fixtures/withdrawal';
import { WithdrawalLineChooser, type WithdrawalLineChooserProps } from './WithdrawalLineChooser';

function Stateful(props: WithdrawalLineChooserProps) {
  const [chosen, setChosen] = useState(props.chosen);
  return (
    <WithdrawalLineChooser
      {...props}
      chosen={chosen}
      onChange={(id, qty) => {
        props.onChange(id, qty);
        setChosen((before) => ({ ...before, [id]: qty }));
      }}
    />
  );
}

const meta = {
  title: 'Withdrawal/WithdrawalLineChooser',
  component: WithdrawalLineChooser,
  render: (args) => <Stateful {...args} />,
  args: { lines: withdrawalLines, chosen: {}, onChange: fn(), labels: withdrawalChooserLabels },
} satisfies Meta<typeof WithdrawalLineChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; the made-to-measure line says why it cannot be withdrawn. */
export const Empty: Story = {};

/** Choosing a line of two: all of it, then one with the quantity. */
export const ChoosingQuantity: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Vanne/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(41, 2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Quantité retournée' }), '1');
    await expect(args.onChange).toHaveBeenLastCalledWith(41, 1);
    await expect(canvas.queryByRole('checkbox', { name: /sur mesure/ })).toBeNull();
    await expect(canvas.getByText(/exclu du droit de rétractation/)).toBeVisible();
  },
};

/** Sent without a line: the problem is announced. */
export const NothingChosen: Story = { args: { error: 'Choisissez au moins un article.' } };

/** Every line already withdrawn. */
export const AllWithdrawn: Story = {
  args: {
    lines: withdrawalLines.map((line) => ({
      ...line,
      qtyWithdrawable: 0,
      refusal: line.refusal ?? 'Déjà retourné par une rétractation précédente.',
    })),
  },
};
