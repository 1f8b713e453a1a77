import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchWithCacheDemo } from './SearchWithCacheDemo';

const meta = {
  title: 'Packages/catalog-search/Search with cache',
  component: SearchWithCacheDemo,
  tags: ['!autodocs'],
} satisfies Meta<typeof SearchWithCacheDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A first search is answered by the server; the same search again comes from the cache without a request;
 * offline, a new search is empty and flagged `offline` while the cached one is still served.
 */
export const CacheAndOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = async (text: string) => {
      await userEvent.clear(canvas.getByLabelText('Text'));
      await userEvent.type(canvas.getByLabelText('Text'), text);
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    };
    await search('citerne');
    await waitFor(() => expect(canvas.getByTestId('source')).toHaveTextContent('the demo server'));
    await expect(canvas.getByTestId('results').querySelectorAll('li').length).toBeGreaterThan(0);
    await search('citerne');
    await waitFor(() => expect(canvas.getByTestId('source')).toHaveTextContent('the cache'));
    await expect(canvas.getByTestId('requests')).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await search('bâche');
    await waitFor(() => expect(canvas.getByTestId('source')).toHaveTextContent('offline'));
    await search('citerne');
    await waitFor(() => expect(canvas.getByTestId('source')).toHaveTextContent('the cache'));
  },
};
