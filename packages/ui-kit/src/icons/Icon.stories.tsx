import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { type IconName, iconPaths } from './iconPaths';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'cart' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'phone', label: 'Téléphone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Téléphone' })).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} size="2rem" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
