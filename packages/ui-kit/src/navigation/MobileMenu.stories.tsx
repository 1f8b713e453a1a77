import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { navCategories } from '../fixtures/navCategories';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

function MobileMenuDemo(props: MobileMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button icon="menu" variant="secondary" onClick={() => setOpen(true)}>
        Menu
      </Button>
      <MobileMenu
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  render: (args) => <MobileMenuDemo {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    open: false,
    onClose: fn(),
    title: 'Menu',
    closeLabel: 'Fermer le menu',
    categories: navCategories,
    seeAllLabel: (category) => `Voir tout : ${category.label}`,
    links: [
      { label: 'Guide d’achat', href: '/comment-choisir-sa-citerne-souple' },
      { label: 'Contact', href: '/contact' },
    ],
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accordion unfolds a category; the page does not scroll while the menu is open (SPEC §2). */
export const Accordion: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Menu' });
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('hidden');
    const citernes = body.getByRole('button', { name: 'Citernes souples' });
    await expect(citernes).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(citernes);
    await expect(citernes).toHaveAttribute('aria-expanded', 'true');
    await expect(body.getByRole('link', { name: 'Eau de pluie' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('');
  },
};

export const Open: Story = { args: { open: true } };
