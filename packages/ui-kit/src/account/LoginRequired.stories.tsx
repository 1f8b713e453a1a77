import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginRequired } from './LoginRequired';

const meta = {
  title: 'Account/LoginRequired',
  component: LoginRequired,
  args: { message: 'Vous devez être connecté pour voir cette page', loginLabel: 'Se connecter', onLogin: fn() },
} satisfies Meta<typeof LoginRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the text and a button that opens the login. */
export const Visitor: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Vous devez être connecté pour voir cette page' }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
