import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { tankImage } from '../fixtures/storyImages';
import { CompareTable } from './CompareTable';

const product = (sku: string, name: string, price: number, values: Record<string, string>) => ({
  sku,
  name,
  href: `/p/${sku}/${sku.toLowerCase()}`,
  image: { src: tankImage(205, name.slice(-5)), alt: '' },
  price,
  values,
});

const meta = {
  title: 'Commerce/CompareTable',
  component: CompareTable,
  args: {
    caption: 'Comparaison de 2 produits',
    rows: [
      { id: 'volume', label: 'Volume' },
      { id: 'material', label: 'Matière' },
      { id: 'warranty', label: 'Garantie' },
    ],
    products: [
      product('CS-EP-5', 'Citerne souple 5 m³', 549, { volume: '5 m³', material: 'PVC 900 g/m²', warranty: '5 ans' }),
      product('CS-EP-10', 'Citerne souple 10 m³', 869, { volume: '10 m³', material: 'PVC 900 g/m²' }),
    ],
    labels: {
      attribute: 'Caractéristique',
      price: 'Prix',
      tax: 'TTC',
      remove: (name: string) => `Retirer ${name} de la comparaison`,
      removeText: 'Retirer',
      emptyLabel: 'Non renseigné',
      scrollRegion: 'Tableau de comparaison, défilant horizontalement',
    },
    onRemove: fn(),
  },
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('table', { name: 'Comparaison de 2 produits' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Volume' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Citerne souple 10 m³/ })).toBeVisible();
    await expect(canvas.getByText('Non renseigné')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Citerne souple 5 m³ de la comparaison' }));
    await expect(args.onRemove).toHaveBeenCalledWith('CS-EP-5');
  },
};

export const FourProducts: Story = {
  args: {
    caption: 'Comparaison de 4 produits',
    products: [
      product('CS-EP-1', 'Citerne souple 1 m³', 249, { volume: '1 m³', material: 'PVC 650 g/m²', warranty: '2 ans' }),
      product('CS-EP-5', 'Citerne souple 5 m³', 549, { volume: '5 m³', material: 'PVC 900 g/m²', warranty: '5 ans' }),
      product('CS-EP-10', 'Citerne souple 10 m³', 869, {
        volume: '10 m³',
        material: 'PVC 900 g/m²',
        warranty: '5 ans',
      }),
      product('CS-EP-20', 'Citerne souple 20 m³', 1290, {
        volume: '20 m³',
        material: 'PVC 1100 g/m²',
        warranty: '10 ans',
      }),
    ],
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Tableau de comparaison, défilant horizontalement' }),
    ).toHaveAttribute('tabindex', '0');
  },
};
