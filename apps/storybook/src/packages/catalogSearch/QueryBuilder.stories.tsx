import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QueryBuilder } from './QueryBuilder';

const meta = {
  title: 'Packages/catalog-search/Query builder',
  component: QueryBuilder,
  tags: ['!autodocs'],
} satisfies Meta<typeof QueryBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text, a category, a price range and a sort: the validated query, its URL, and the URL decoded back to it. */
export const TextCategoryAndPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const query = JSON.parse(canvas.getByTestId('search-query').textContent ?? '{}');
    await expect(query).toMatchObject({ type: 'product', text: 'citerne', size: 18, sort: { field: 'price' } });
    await expect(canvas.getByTestId('search-url')).toHaveTextContent('size=18');
    await expect(canvas.getByRole('status')).toHaveTextContent('yes');
  },
};

/** Sorting on a field the configuration does not allow is refused with the schema's own message. */
export const RefusedSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sort'), 'color:asc');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('cannot sort product by "color"');
  },
};
