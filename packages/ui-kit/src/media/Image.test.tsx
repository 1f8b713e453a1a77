import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Image } from './Image';

afterEach(cleanup);

describe('Image (SPEC §9 Images)', () => {
  it('sets the box width and height so the layout does not shift, and loads lazily', () => {
    render(<Image src="/media/a.jpg" alt="Citerne" size="product" />);
    const image = screen.getByRole('img', { name: 'Citerne' });
    expect(image?.getAttribute('width')).toBe('453');
    expect(image?.getAttribute('height')).toBe('525');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('builds a 1× and 2× srcset for the box through the resizing URL builder', () => {
    render(
      <Image
        src="/media/a.jpg"
        alt="Citerne"
        size="cart"
        imageUrl={({ width, height }) => `/img/${width}/${height}/resize/media/a.jpg`}
      />,
    );
    const image = screen.getByRole('img');
    expect(image?.getAttribute('src')).toBe('/img/150/150/resize/media/a.jpg');
    expect(image?.getAttribute('srcset')).toBe(
      '/img/150/150/resize/media/a.jpg 150w, /img/300/300/resize/media/a.jpg 300w',
    );
  });

  it('loads above-the-fold images eagerly with high priority', () => {
    render(<Image src="/media/a.jpg" alt="" size="gallery" priority />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });
});
