import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { reviewFormLabels } from '../fixtures/reviews';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: { labels: reviewFormLabels, onSubmit: fn(async (): Promise<string | null> => null) },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A logged-in customer: the nickname is pre-filled. */
export const LoggedIn: Story = { args: { defaultNickname: 'Léa' } };

/** Sending an empty form says what is missing and sends nothing. */
export const Missing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publier mon avis' }));
    await expect(canvas.getAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete review is sent and thanked. */
export const Sent: Story = {
  args: { defaultNickname: 'Léa' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 sur 5' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Titre/ }), 'Parfait');
    await userEvent.type(canvas.getByRole('textbox', { name: /Votre avis/ }), 'Solide et bien finie.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publier mon avis' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Merci !');
  },
};
