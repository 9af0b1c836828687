import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../../src/app/ui/media/media-url.ts';
import { ProductIcon } from '../../../../src/app/ui/media/product-icon.tsx';

describe('product pictures through the media handler (spec §7)', () => {
  it('builds every picture address from the API image and a template', () => {
    expect(mediaUrl('product-icon', '/products/eur.svg')).toBe('/media/product-icon/eur.svg');
    expect(mediaUrl('product-image-xsmall', '/products/roll.svg')).toBe(
      '/media/product-image-xsmall/roll.svg',
    );
    expect(mediaUrl('product-icon', null)).toBeNull();
  });

  it('shows the small icon, never the original, and nothing without an image', () => {
    const { container, rerender } = render(<ProductIcon image="/products/eur.svg" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/product-icon/eur.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('32');
    rerender(<ProductIcon image={null} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the original when the small picture cannot be loaded (offline, not cached yet)', () => {
    const { container } = render(<ProductIcon image="/products/roll.svg" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/products/roll.svg');
  });

  it.each(['https://cdn.example.com/pallets/eur%20pallet.webp', '/products/Europe pallet.svg'])(
    'shows an image the media handler cannot name (%s) as it is, not nothing',
    (image) => {
      const { container } = render(<ProductIcon image={image} />);
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(image);
      fireEvent.error(img);
      expect(container.querySelector('img')!.getAttribute('src')).toBe(image);
    },
  );
});
