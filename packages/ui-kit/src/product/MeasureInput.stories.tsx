import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { MeasureInput, type MeasureInputProps } from './MeasureInput';

function ControlledMeasure(props: MeasureInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MeasureInput
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
  title: 'Commerce/MeasureInput',
  component: MeasureInput,
  render: (args) => <ControlledMeasure {...args} />,
  args: {
    label: 'Longueur disponible (m)',
    unit: 'm',
    hint: 'Entre 1 et 30 m, 2 décimales au plus',
    value: '',
    onChange: fn(),
    required: true,
    requiredLabel: 'obligatoire',
    maxLength: 6,
  },
} satisfies Meta<typeof MeasureInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: /Longueur disponible \(m\)/ });
    await expect(field).toHaveAccessibleDescription('Entre 1 et 30 m, 2 décimales au plus');
    await userEvent.type(field, '12,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('12,5');
    await expect(field).toHaveValue('12,5');
  },
};

export const Filled: Story = { args: { value: '10' } };

export const OutOfLimits: Story = {
  args: { value: '31', error: 'Au plus 30 m.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Longueur disponible/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Entre 1 et 30 m, 2 décimales au plus Au plus 30 m.');
  },
};

export const Centimetres: Story = {
  args: { label: 'Largeur (cm)', unit: 'cm', hint: 'Entre 100 et 1000 cm, en centimètres entiers', value: '300' },
};
