import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Nouveau' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge tone="neutral">Sur mesure</Badge>
      <Badge tone="brand">Fabrication française</Badge>
      <Badge tone="sale">-15 %</Badge>
      <Badge tone="new">Nouveau</Badge>
      <Badge tone="success">En stock</Badge>
      <Badge tone="warning">Stock limité</Badge>
      <Badge tone="danger">Rupture de stock</Badge>
    </div>
  ),
};
