import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckoutMachine } from './CheckoutMachine';

const meta = {
  title: 'Packages/checkout/Step machine',
  component: CheckoutMachine,
  tags: ['!autodocs'],
} satisfies Meta<typeof CheckoutMachine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every step in turn: an empty step is refused with its errors, a filled one completes and opens the next. */
export const EveryStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const click = (name: RegExp) => userEvent.click(canvas.getByRole('button', { name }));
    await click(/^Complete/);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('emailAddress');
    await expect(canvas.getByTestId('open-step')).toHaveTextContent('personal');
    for (const [step, next] of [
      ['personal', 'shipping'],
      ['shipping', 'payment'],
      ['payment', 'review'],
    ]) {
      await click(/^Fill/);
      await click(/^Complete/);
      await expect(canvas.getByTestId('open-step')).toHaveTextContent(next as string);
      await expect(canvas.getByTestId('completed')).toHaveTextContent(step as string);
    }
    // A completed step can be opened again; a later one cannot be skipped to.
    await click(/^personal/);
    await expect(canvas.getByTestId('open-step')).toHaveTextContent('personal');
  },
};
