import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard';

afterEach(cleanup);

const imageUrl = ({ width, height }: { width: number; height: number }) => `/img/${width}/${height}/resize/a.svg`;

describe('ProductCard', () => {
  it('tells the browser how wide its image is drawn, so a phone grid does not download full-width images', () => {
    render(
      <ProductCard
        name="Citerne souple 10 m³"
        href="/p/CS-10/citerne"
        image={{ src: '/a.svg', alt: '', imageUrl, sizes: '(min-width: 768px) 250px, 50vw' }}
        price={990}
      />,
    );
    const image = screen.getByRole('presentation', { hidden: true });
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 250px, 50vw');
  });

  it('keeps the image default when no sizes are given', () => {
    render(
      <ProductCard name="Vanne" href="/p/V/vanne" image={{ src: '/a.svg', alt: 'Vanne', imageUrl }} price={39.9} />,
    );
    expect(screen.getByRole('img', { name: 'Vanne' }).getAttribute('sizes')).toBe('(min-width: 768px) 250px, 100vw');
  });
});
