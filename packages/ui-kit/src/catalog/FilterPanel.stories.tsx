import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { type FilterGroup, FilterPanel, type FilterPanelProps } from './FilterPanel';
import { SortSelect } from './SortSelect';

const groups: FilterGroup[] = [
  {
    id: 'volume',
    label: 'Volume',
    kind: 'options',
    options: [
      { id: '2', label: '2 m³', count: 4 },
      { id: '5', label: '5 m³', count: 7 },
      { id: '10', label: '10 m³', count: 12 },
      { id: '20', label: '20 m³ et plus', count: 9 },
    ],
  },
  {
    id: 'color',
    label: 'Couleur',
    kind: 'swatches',
    options: [
      { id: '49', label: 'Vert', color: '#2f6b3a', count: 14 },
      { id: '50', label: 'Gris', color: '#7b8590', count: 9 },
      { id: '51', label: 'Noir', color: '#1b1f24', count: 3 },
      { id: '52', label: 'Sable', color: '#d8c7a0', count: 2 },
    ],
  },
  {
    id: 'price',
    label: 'Prix',
    kind: 'price',
    options: [
      { id: '0-50', label: '< 50 €' },
      { id: '50-100', label: '50 € - 100 €' },
      { id: '100-150', label: '100 € - 150 €' },
      { id: '150-', label: '> 150 €' },
    ],
  },
];

function FilterDemo(props: FilterPanelProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <FilterPanel
        {...props}
        selected={selected}
        onToggle={(groupId, optionId) => {
          const group = groups.find((candidate) => candidate.id === groupId);
          setSelected((current) => {
            const chosen = current[groupId] ?? [];
            const next = chosen.includes(optionId)
              ? chosen.filter((id) => id !== optionId)
              : group?.kind === 'price'
                ? [optionId]
                : [...chosen, optionId];
            return { ...current, [groupId]: next };
          });
          props.onToggle(groupId, optionId);
        }}
        onClearAll={() => {
          setSelected({});
          props.onClearAll();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Commerce/FilterPanel',
  component: FilterPanel,
  render: (args) => <FilterDemo {...args} />,
  args: {
    groups,
    selected: {},
    onToggle: fn(),
    onClearAll: fn(),
    labels: {
      active: 'Filtres actifs',
      removeFilter: (group, option) => `Retirer le filtre ${group} : ${option}`,
      clearAll: 'Tout effacer',
      count: (count) => `${count} produits`,
    },
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Options are multi-select, price buckets single; chips remove one filter, "Tout effacer" all. */
export const FilterAndClear: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /10 m³/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /5 m³/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Vert/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '50 € - 100 €' }));
    await userEvent.click(canvas.getByRole('radio', { name: '> 150 €' }));
    await expect(canvas.getByRole('radio', { name: '50 € - 100 €' })).not.toBeChecked();
    await expect(canvas.getAllByRole('button', { name: /^Retirer le filtre/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer le filtre Volume : 5 m³' }));
    await expect(canvas.getByRole('checkbox', { name: /5 m³/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Tout effacer' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: 'Filtres actifs' })).toBeNull();
  },
};

export const WithActiveFilters: Story = {
  args: { selected: { volume: ['10'], color: ['49', '50'], price: ['100-150'] } },
};

export const Sort: StoryObj<typeof SortSelect> = {
  render: () => (
    <SortSelect
      label="Trier par"
      value="position"
      onChange={() => undefined}
      options={[
        { value: 'position', label: 'Position' },
        { value: 'updated_at', label: 'Dernier' },
        { value: 'price-asc', label: 'Prix croissant' },
        { value: 'price-desc', label: 'Prix décroissant' },
      ]}
    />
  ),
};
