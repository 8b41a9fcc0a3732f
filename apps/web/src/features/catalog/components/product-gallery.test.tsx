import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../test/fixtures';
import { mockApi, renderCatalog } from '../test/render-catalog';
import { ProductGallery } from './product-gallery';

const IMAGES = [makeImage('Wing in flight'), makeImage('Wing from above'), makeImage('Wing side')];

const renderGallery = (images = IMAGES) =>
  renderCatalog([{ path: '/', element: <ProductGallery images={images} name="Sophie Joy" /> }], {
    path: '/',
  });

const thumbnail = (position: number, alt: string) =>
  screen.getByRole('button', { name: `Show picture ${position}: ${alt}` });

describe('ProductGallery', () => {
  it('shows every picture with its alt text; the first loads first, the others lazily', () => {
    mockApi();
    renderGallery();
    const gallery = screen.getByRole('region', { name: 'Pictures of Sophie Joy' });
    const pictures = gallery.querySelectorAll('img');
    expect([...pictures].map((img) => img.alt)).toEqual([
      'Wing in flight',
      'Wing from above',
      'Wing side',
    ]);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAttribute('width', '1920');
    expect(pictures[0]).toHaveAttribute('sizes');
  });

  it('gives the other pictures their sources only after the first paint', async () => {
    mockApi();
    renderGallery();
    const pictures = screen
      .getByRole('region', { name: 'Pictures of Sophie Joy' })
      .querySelectorAll('img');
    // The first picture (the page's LCP) loads alone at first; the others follow a frame later.
    expect(pictures[0]).toHaveAttribute('srcset');
    expect(pictures[1]).not.toHaveAttribute('srcset');
    await waitFor(() => expect(pictures[1]).toHaveAttribute('srcset'));
    expect(pictures[1]?.getAttribute('src')).toBeTruthy();
  });

  it('moves with the thumbnails, the arrows and the arrow keys', async () => {
    mockApi();
    const { user } = renderGallery();
    expect(thumbnail(1, 'Wing in flight')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeDisabled();

    await user.click(thumbnail(3, 'Wing side'));
    expect(thumbnail(3, 'Wing side')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(thumbnail(2, 'Wing from above')).toHaveAttribute('aria-current', 'true');

    const strip = screen.getByRole('region', { name: 'Pictures of Sophie Joy' });
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(thumbnail(1, 'Wing in flight')).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(strip, { key: 'End' });
    expect(thumbnail(3, 'Wing side')).toHaveAttribute('aria-current', 'true');
    expect(within(strip).getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('aria-hidden');
  });

  it('has no controls for a single picture', () => {
    mockApi();
    renderGallery([IMAGES[0]!]);
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show picture/ })).not.toBeInTheDocument();
  });
});
