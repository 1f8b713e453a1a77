import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { WishlistToggle } from './WishlistToggle';

const meta = {
  title: 'Commerce/WishlistToggle',
  component: WishlistToggle,
  args: { label: "Liste d'envies : Citerne souple 10 m³", pressed: false, onToggle: fn() },
} satisfies Meta<typeof WishlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInWishlist: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: "Liste d'envies : Citerne souple 10 m³" });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const InWishlist: Story = {
  args: { pressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Toggling: Story = {
  render: (args) => {
    const [pressed, setPressed] = useState(false);
    return <WishlistToggle {...args} pressed={pressed} onToggle={() => setPressed((value) => !value)} />;
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
