import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { type CustomOption, CustomOptionField, type CustomOptionValue } from './CustomOptionField';
import { VariantPicker, type VariantPickerProps } from './VariantPicker';

function PickerDemo(props: VariantPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariantPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/VariantPicker',
  component: VariantPicker,
  render: (args) => <PickerDemo {...args} />,
  args: {
    label: 'Volume',
    kind: 'text',
    value: '10',
    onChange: fn(),
    unavailableLabel: 'indisponible',
    values: [
      { value: '5', label: '5 m³' },
      { value: '10', label: '10 m³' },
      { value: '20', label: '20 m³', available: false },
      { value: '30', label: '30 m³' },
      { value: 'empty', label: '' },
    ],
  },
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: '30 m³' }));
    await expect(args.onChange).toHaveBeenCalledWith('30');
    await expect(canvas.getByRole('group', { name: 'Volume : 30 m³' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '20 m³ (indisponible)' })).toBeInTheDocument();
  },
};

export const Colours: Story = {
  args: {
    label: 'Couleur',
    kind: 'color',
    value: 'vert',
    values: [
      { value: 'vert', label: 'Vert', color: '#2f6b3a' },
      { value: 'gris', label: 'Gris', color: '#7b8590' },
      { value: 'noir', label: 'Noir', color: '#1b1f24', available: false },
    ],
  },
};

const customOptions: CustomOption[] = [
  { id: 'field', type: 'field', title: 'Texte à imprimer', maxCharacters: 30, required: true },
  { id: 'area', type: 'area', title: 'Instructions de pose', maxCharacters: 500 },
  { id: 'file', type: 'file', title: 'Plan de votre terrain', accept: '.pdf,.jpg,.png' },
  {
    id: 'radio',
    type: 'radio',
    title: 'Type de vanne',
    values: [
      { id: 'v1', label: 'Vanne 1/4 de tour', priceLabel: '+ 19,00 €' },
      { id: 'v2', label: 'Vanne guillotine', priceLabel: '+ 39,00 €' },
    ],
  },
  {
    id: 'select',
    type: 'select',
    title: 'Diamètre de sortie',
    values: [
      { id: 'd40', label: '40 mm' },
      { id: 'd50', label: '50 mm', priceLabel: '+ 5,00 €' },
    ],
  },
  {
    id: 'drop_down',
    type: 'drop_down',
    title: 'Couleur de la bâche',
    required: true,
    values: [
      { id: 'c1', label: 'Vert' },
      { id: 'c2', label: 'Gris' },
    ],
  },
  {
    id: 'multiple',
    type: 'multiple',
    title: 'Accessoires',
    values: [
      { id: 'a1', label: 'Kit de raccordement', priceLabel: '+ 49,00 €' },
      { id: 'a2', label: 'Tapis de sol', priceLabel: '+ 89,00 €' },
    ],
  },
  {
    id: 'checkbox',
    type: 'checkbox',
    title: 'Options de livraison',
    values: [{ id: 'hayon', label: 'Livraison avec hayon', priceLabel: '+ 30,00 €' }],
  },
];

function AllCustomOptions() {
  const [values, setValues] = useState<Record<string, CustomOptionValue>>({});
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '30rem' }}>
      {customOptions.map((option) => (
        <CustomOptionField
          key={option.id}
          option={option}
          value={values[option.id] ?? null}
          onChange={(value) => setValues((current) => ({ ...current, [option.id]: value }))}
          labels={{
            required: 'obligatoire',
            choose: 'Choisissez…',
            maxCharacters: (max) => `${max} caractères maximum`,
          }}
          error={option.id === 'drop_down' && !values.drop_down ? 'Choisissez une couleur.' : undefined}
        />
      ))}
    </div>
  );
}

/** The eight custom option types of SPEC §3: field, area, file, radio, select, drop_down, multiple, checkbox. */
export const CustomOptionsAllTypes: StoryObj = {
  render: () => <AllCustomOptions />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Texte à imprimer (obligatoire)' }), 'Ferme des Pins');
    await expect(canvas.getByRole('textbox', { name: 'Texte à imprimer (obligatoire)' })).toHaveValue('Ferme des Pins');
    await userEvent.click(canvas.getByRole('radio', { name: 'Vanne guillotine (+ 39,00 €)' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Couleur de la bâche (obligatoire)' }), 'Gris');
    await expect(canvas.queryByText('Choisissez une couleur.')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tapis de sol (+ 89,00 €)' }));
    await expect(canvas.getByRole('checkbox', { name: 'Tapis de sol (+ 89,00 €)' })).toBeChecked();
    await expect(canvas.getByLabelText('Plan de votre terrain')).toHaveAttribute('type', 'file');
  },
};
