import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../test/cart-fixtures';
import { CartThumbnail } from './cart-thumbnail';

describe('CartThumbnail', () => {
  it("shows a wing in the pilot's colours whole, both views, instead of the product's picture", () => {
    const { container } = render(
      <CartThumbnail
        image={makeItem().thumbnail}
        combo={{ webp: '/media/combos/k.webp', png: '/media/combos/k.png' }}
        size={96}
      />,
    );
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/media/combos/k.webp');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/combos/k.png');
    expect(getComputedStyle(img).objectFit).toBe('contain');
  });

  it("crops the product's picture to fill the square", () => {
    const item = makeItem();
    const { container } = render(<CartThumbnail image={item.thumbnail} size={96} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', item.thumbnail!.fallback);
    expect(getComputedStyle(img).objectFit).toBe('cover');
  });
});
