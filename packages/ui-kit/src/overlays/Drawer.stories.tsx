import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { Drawer, type DrawerProps } from './Drawer';

function DrawerDemo(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir le panneau</Button>
      <Drawer
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
  title: 'Overlays/Drawer',
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Filtres',
    closeLabel: 'Fermer les filtres',
    children: <p>Contenu du panneau latéral.</p>,
    footer: <Button fullWidth>Voir les 24 produits</Button>,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le panneau' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Filtres' });
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(body.getByRole('button', { name: 'Fermer les filtres' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('');
  },
};

export const Left: Story = { args: { open: true, side: 'left', title: 'Menu', closeLabel: 'Fermer le menu' } };

export const OpenOnDesktop: Story = {
  args: { open: true, title: 'Mon panier', closeLabel: 'Fermer le panier' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
