import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { tankImage } from '../fixtures/storyImages';
import type { ProductGridItem } from '../product/ProductGrid';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

const results: ProductGridItem[] = Array.from({ length: 16 }, (_, index) => ({
  id: `p${index}`,
  name: `Citerne souple ${(index + 1) * 2} m³`,
  href: `/p/CS-${index}/citerne-souple`,
  image: { src: tankImage(180 + index * 8, `${(index + 1) * 2} m³`), alt: '' },
  price: 290 + index * 60,
  priceLabels: { tax: 'TTC' },
}));

function SearchDemo(props: SearchPanelProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <SearchPanel
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/SearchPanel',
  component: SearchPanel,
  render: (args) => <SearchDemo {...args} />,
  args: {
    query: 'citerne',
    onQueryChange: fn(),
    status: 'results',
    results,
    total: 42,
    canLoadMore: true,
    onLoadMore: fn(),
    labels: {
      input: 'Rechercher un produit',
      placeholder: 'Citerne, bâche, pergola…',
      minLength: 'Saisissez au moins 3 caractères.',
      results: (total) => `${total} résultats`,
      resultsList: 'Résultats de recherche',
      seeMore: 'Voir plus de résultats',
      loading: 'Recherche en cours…',
      emptyTitle: 'Aucun résultat',
      emptyDescription: 'Essayez un autre mot, par exemple « citerne 10 m³ ».',
      offlineTitle: 'Recherche indisponible hors ligne',
      offlineDescription: 'Reconnectez-vous pour rechercher dans le catalogue.',
    },
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('42 résultats');
    await expect(canvas.getAllByRole('article')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir plus de résultats' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const TooShort: Story = {
  args: { query: 'ci', status: 'idle', results: [] },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Rechercher un produit' });
    await expect(input).toHaveAccessibleDescription('Saisissez au moins 3 caractères.');
    await userEvent.type(input, 't');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('cit');
    await expect(input).not.toHaveAccessibleDescription('Saisissez au moins 3 caractères.');
  },
};

export const Loading: Story = { args: { status: 'loading', results: [] } };

export const Empty: Story = { args: { query: 'parapluie', status: 'empty', results: [] } };

export const Offline: Story = { args: { status: 'offline', results: [] } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
