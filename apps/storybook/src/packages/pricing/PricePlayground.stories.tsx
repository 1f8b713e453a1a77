import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { PricePlayground } from './PricePlayground';

const meta = {
  title: 'Packages/pricing/Playground',
  component: PricePlayground,
  tags: ['!autodocs'],
} satisfies Meta<typeof PricePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepText = (canvasElement: HTMLElement, index: number) =>
  (within(canvasElement).getAllByRole('status')[index]?.textContent ?? '').replace(/\s+/g, ' ');

/** The README's citerne on sale on 14 July: 1 082,50 € + 20 % = 1 299,00 €, struck 1 499,00 €. */
export const OnSale: Story = {
  play: async ({ canvasElement }) => {
    await expect(stepText(canvasElement, 0)).toContain('20 % VAT');
    await expect(stepText(canvasElement, 1)).toContain('active on 2025-07-14');
    await expect(stepText(canvasElement, 2)).toContain('= 1 299,00 €; regular 1 499,00 €');
  },
};

/** Moving the pricing date past the sale's end brings the regular price back; three units reach the tier price. */
export const AfterTheSaleWithTierPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const now = canvas.getByLabelText('Priced on');
    await userEvent.clear(now);
    await userEvent.type(now, '2025-08-01');
    await expect(stepText(canvasElement, 1)).toContain('not active on 2025-08-01');
    await expect(stepText(canvasElement, 2)).toContain('= 1 499,00 €');
    const qty = canvas.getByLabelText('Quantity');
    await userEvent.clear(qty);
    await userEvent.type(qty, '3');
    await expect(stepText(canvasElement, 2)).toContain('= 1 200,00 €');
  },
};

/** A negative price is refused by the package with a typed error naming the field; nothing is computed. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A controlled number field: the whole value at once (typing "-" alone is not a number yet).
    fireEvent.change(canvas.getByLabelText('Price excl. tax (€)'), { target: { value: '-5' } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('negative_amount');
  },
};
