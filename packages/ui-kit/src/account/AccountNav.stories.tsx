import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { accountNavItems } from '../fixtures/account';
import { AccountNav } from './AccountNav';

const meta = {
  title: 'Account/AccountNav',
  component: AccountNav,
  args: {
    label: 'Mon compte',
    items: accountNavItems,
    current: 'orders',
    logoutLabel: 'Se déconnecter',
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the current section carries aria-current; every section and the log-out are reached with Tab. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(accountNavItems.length);
    await expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Mes commandes']);
    for (let index = 0; index < links.length; index += 1) await userEvent.tab();
    await userEvent.tab();
    const logout = canvas.getByRole('button', { name: 'Se déconnecter' });
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = { args: { loggingOut: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
