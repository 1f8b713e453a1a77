import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RatingInput, type RatingInputProps } from './RatingInput';

function ControlledRating(props: RatingInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RatingInput
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
  title: 'Commerce/RatingInput',
  component: RatingInput,
  render: (args) => <ControlledRating {...args} />,
  args: {
    legend: 'Votre note',
    starLabel: (stars: number) => `${stars} étoile${stars > 1 ? 's' : ''} sur 5`,
    value: 0,
    onChange: fn(),
  },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 étoiles sur 5' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
  },
};

export const Chosen: Story = { args: { value: 3 } };

export const WithError: Story = { args: { error: 'Veuillez choisir une note.', required: true } };

export const Disabled: Story = { args: { value: 2, disabled: true } };
