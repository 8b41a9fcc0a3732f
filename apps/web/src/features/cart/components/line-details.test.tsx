import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-route';
import { makeItem } from '../test/cart-fixtures';
import { LineDetails } from './line-details';

describe('LineDetails', () => {
  it("names a line's colour combo, linking to its page inside the app", async () => {
    const onNavigate = vi.fn();
    const item = makeItem({
      color_combo: {
        name: 'Alpine sunset',
        slug: 'k3x9w2',
        public_link: '/colorpicker/combo/k3x9w2',
        image: { webp: '/media/combos/k.webp', png: '/media/combos/k.png' },
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/', element: <LineDetails item={item} onNavigate={onNavigate} /> },
        { path: '/colorpicker/combo/:slug', element: <p>combo page</p> },
      ],
      { path: '/' },
    );
    expect(screen.getByText(/Colours:/)).toHaveTextContent('Colours: Alpine sunset');
    const link = screen.getByRole('link', { name: 'Alpine sunset' });
    expect(link).toHaveAttribute('href', '/colorpicker/combo/k3x9w2');
    await userEvent.click(link);
    expect(await screen.findByText('combo page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/colorpicker/combo/k3x9w2');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('says nothing of colours for a line without a combo', () => {
    renderRoutes([{ path: '/', element: <LineDetails item={makeItem()} /> }], { path: '/' });
    expect(screen.queryByText(/Colours:/)).not.toBeInTheDocument();
  });
});
