import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CompareToggle } from './CompareToggle';

const meta = {
  title: 'Commerce/CompareToggle',
  component: CompareToggle,
  args: { text: 'Comparer', label: 'Comparer Citerne souple 10 m³', pressed: false, onToggle: fn() },
} satisfies Meta<typeof CompareToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotCompared: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Comparer Citerne souple 10 m³' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Compared: Story = {
  args: { pressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};
