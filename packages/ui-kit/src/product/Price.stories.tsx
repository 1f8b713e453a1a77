import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { amount: 1234.5, taxLabel: 'TTC' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Final: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toContain('1 234,50 € TTC'.replace(/\s/g, ' '));
  },
};

export const SpecialPrice: Story = {
  args: { amount: 349, originalAmount: 399, originalLabel: 'Prix initial :', currentLabel: 'Prix promotionnel :' },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('del');
    await expect(struck).not.toBeNull();
    await expect(struck?.textContent).toContain('Prix initial');
  },
};

export const ExcludingTax: Story = { args: { amount: 290.83, taxLabel: 'HT' } };

export const FromPrice: Story = { args: { amount: 189, fromLabel: 'À partir de' } };

export const Large: Story = {
  args: { amount: 2499, originalAmount: 2899, size: 'lg', originalLabel: 'Prix initial :' },
};

export const OriginalNotHigher: Story = {
  args: { amount: 120, originalAmount: 120 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};
