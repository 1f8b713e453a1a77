import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewsletterInvite } from './NewsletterInvite';

const meta = {
  title: 'Layout/NewsletterInvite',
  component: NewsletterInvite,
  args: {
    heading: 'Nos conseils dans votre boîte mail',
    text: 'Une lettre par mois : installation, entretien, réglementation — et 10 % sur votre première commande.',
    actionLabel: 'Recevoir nos conseils',
    onOpen: fn(),
  },
} satisfies Meta<typeof NewsletterInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the end of an article: one button opens the sign-up; nothing else happens by itself. */
export const EndOfArticle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('complementary', { name: 'Nos conseils dans votre boîte mail' })).toBeVisible();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir nos conseils' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
