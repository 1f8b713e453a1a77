import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { accountNavItems, profileFormLabels } from '../fixtures/account';
import { AccountLayout } from './AccountLayout';
import { AccountNav } from './AccountNav';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Account/AccountLayout',
  component: AccountLayout,
  args: {
    title: 'Mes informations',
    intro: 'Bonjour Léa',
    nav: (
      <AccountNav
        label="Mon compte"
        items={accountNavItems}
        current="profile"
        logoutLabel="Se déconnecter"
        onLogout={fn()}
      />
    ),
    children: (
      <ProfileForm
        initial={{ firstname: 'Léa', lastname: 'Martin', email: 'lea.martin@example.fr' }}
        onSubmit={fn()}
        labels={profileFormLabels}
      />
    ),
  },
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the sections as a side list, the current one marked; the section's title is the page's one h1. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes informations' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Mon compte' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mes informations' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Phones: the sections scroll sideways above the content. */
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
