import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { navCategories } from '../fixtures/navCategories';
import { MegaMenu } from './MegaMenu';

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    label: 'Navigation principale',
    triggerLabel: 'Nos produits',
    categories: navCategories,
    seeAllLabel: (category) => `Voir tout : ${category.label}`,
    links: [
      { label: 'Guide d’achat', href: '/comment-choisir-sa-citerne-souple' },
      { label: 'Blog', href: '/blog/' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '30rem', borderBottom: '1px solid #d3dbe3' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Hovering another top category switches the right side only after the 300 ms path-pop delay. */
export const HoverDelay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nos produits' }));
    await expect(canvas.getByRole('region', { name: 'Citernes souples' })).toBeVisible();
    const started = performance.now();
    await userEvent.hover(canvas.getByRole('link', { name: 'Bâches' }));
    await expect(canvas.getByRole('region', { name: 'Citernes souples' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Bâches' })).toBeVisible());
    await expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    await expect(canvas.getByRole('link', { name: 'Bâches de piscine' })).toBeVisible();
  },
};

/** Passing over a category on the way to the children does not switch the panel. */
export const DiagonalPathKeepsPanel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nos produits' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'Bâches' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'Eau de pluie' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.getByRole('region', { name: 'Citernes souples' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Bâches' })).toBeNull();
  },
};

/** Fully keyboard operable: open, walk categories, enter children, go back, Escape to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Nos produits' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Citernes souples' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Bâches' })).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Bâches' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Bâches de piscine' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Bâches de remorque' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: 'Bâches' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};
