import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { landscapeImage, tankImage } from '../fixtures/storyImages';
import { Image } from './Image';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: tankImage(), alt: 'Citerne souple 10 m³ vue de face', size: 'category' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryThumbnail: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Citerne souple 10 m³ vue de face' });
    await expect(image).toHaveAttribute('width', '250');
    await expect(image).toHaveAttribute('height', '375');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const ResponsiveSrcset: Story = {
  args: {
    size: 'product',
    imageUrl: ({ width, height }) => `${tankImage(200 + (width % 7))}#${width}x${height}`,
    priority: true,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image.getAttribute('srcset')).toMatch(/ 453w, .* 906w$/);
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Gallery: Story = {
  args: { src: landscapeImage(), alt: 'Citerne installée dans un jardin', size: 'gallery' },
};

export const Cart: Story = { args: { size: 'cart', fit: 'contain' } };
