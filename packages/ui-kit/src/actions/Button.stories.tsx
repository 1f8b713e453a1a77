import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Ajouter au panier', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args} variant="primary">
        Valider
      </Button>
      <Button {...args} variant="accent" icon="cart">
        Ajouter au panier
      </Button>
      <Button {...args} variant="secondary">
        Comparer
      </Button>
      <Button {...args} variant="ghost">
        Annuler
      </Button>
      <Button {...args} variant="danger" icon="trash">
        Supprimer
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args}>Moyen</Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, children: 'Envoi en cours' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Envoi en cours' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongFrenchText: Story = {
  args: { children: 'Demander un devis personnalisé pour une citerne souple sur mesure', fullWidth: true },
};
