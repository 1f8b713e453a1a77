import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loyaltyLabels } from '../fixtures/account';
import { LoyaltyCard } from './LoyaltyCard';

const meta = {
  title: 'Account/LoyaltyCard',
  component: LoyaltyCard,
  args: {
    cardNumber: '2900000000421',
    holder: 'Léa Martin',
    points: 1193,
    paidOrders: 2,
    memberSince: '3 mars 2025',
    labels: loyaltyLabels,
  },
} satisfies Meta<typeof LoyaltyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card number as an EAN-13 bar code (95 modules in 30 bars), the points and the rule that earns them. */
export const Card: Story = {
  play: async ({ canvas, canvasElement }) => {
    const barcode = canvas.getByRole('img', { name: 'Code-barres de la carte n° 2900000000421' });
    await expect(barcode).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg[role="img"] > g:first-of-type > rect')).toHaveLength(30);
    await expect(canvas.getByText('1 point par euro dépensé sur vos commandes payées.')).toBeVisible();
    await expect(canvas.getByText(/1\s193 points/)).toBeVisible();
  },
};

export const NewMember: Story = { args: { points: 0, paidOrders: 0, memberSince: '25 novembre 2026' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
