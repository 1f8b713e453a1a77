import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Commerce/Rating',
  component: Rating,
  args: { value: 4.6, label: 'Note moyenne : 4,6 sur 5' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Note moyenne : 4,6 sur 5' })).toBeVisible();
    const fills = [...canvasElement.querySelectorAll('[data-fill]')].map((star) =>
      Number(star.getAttribute('data-fill')),
    );
    await expect(fills.map((fill) => fill.toFixed(1))).toEqual(['1.0', '1.0', '1.0', '1.0', '0.6']);
  },
};

export const Empty: Story = { args: { value: 0, label: 'Pas encore noté' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Rating {...args} size="sm" />
      <Rating {...args} />
      <Rating {...args} size="lg" />
    </div>
  ),
};
