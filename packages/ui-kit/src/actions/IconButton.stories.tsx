import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Fermer', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const WithBadge: Story = { args: { icon: 'cart', label: 'Panier, 3 articles', badge: 3 } };

export const Filled: Story = { args: { icon: 'arrow-up', label: 'Haut de page', tone: 'filled' } };

export const Inverse: Story = {
  args: { icon: 'menu', label: 'Menu', tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: '#102a3d', padding: '1rem', display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = { args: { disabled: true } };
