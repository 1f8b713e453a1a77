import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/i/mentions-legales', children: 'Mentions légales' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Consultez nos <Link {...args} /> avant de commander.
    </p>
  ),
};

export const Subtle: Story = { args: { appearance: 'subtle', children: 'Livraison et retours', href: '/delivery' } };

export const AsButton: Story = {
  args: { appearance: 'button', variant: 'accent', href: '/checkout', children: 'Passer la commande' },
};

export const External: Story = {
  args: { href: 'https://example.org/', external: true, newTabLabel: '(nouvel onglet)', children: 'Blog' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Blog (nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
