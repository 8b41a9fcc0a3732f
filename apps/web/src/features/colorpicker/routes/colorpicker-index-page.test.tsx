import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeModel } from '../test/fixtures';
import { jsonResponse, mockApi, renderColorpicker } from '../test/render-colorpicker';
import ColorpickerIndexPage from './colorpicker-index-page';

const MODELS = 'GET /api/colorpicker/colorpicker/';

const renderIndex = () =>
  renderColorpicker([{ path: '/colorpicker', Component: ColorpickerIndexPage }], {
    path: '/colorpicker',
  });

describe('ColorpickerIndexPage', () => {
  it('shows each customisable wing with its picture, name and slogan, leading to its picker', async () => {
    mockApi({
      [MODELS]: () =>
        jsonResponse([
          makeModel(),
          makeModel({
            slug: 'carlito',
            name: 'Carlito',
            slogan: 'The light one.',
            thumbnail: null,
          }),
        ]),
    });
    renderIndex();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Customize your Wing' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Customize your Wing$/);
    expect(screen.getByRole('status', { name: 'Loading the wings' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Wings to customize' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Sophie Joy');
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      '/colorpicker/picker/sophie-joy',
    );
    expect(first).toHaveTextContent('Our new high B: cross-country joy without the stress.');
    // The first picture is the page's lead picture: fetched at once.
    expect(first!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(second!).getByRole('link')).toHaveAttribute(
      'href',
      '/colorpicker/picker/carlito',
    );
    expect(second!.querySelector('img')).toBeNull();
  });

  it('says so when no wing can be customized', async () => {
    mockApi({ [MODELS]: () => jsonResponse([]) });
    renderIndex();
    expect(await screen.findByText('No wing to customize at the moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our wings' })).toHaveAttribute(
      'href',
      '/store/categories/wings',
    );
  });

  it('offers to try again after a failed load', async () => {
    let fail = true;
    mockApi({
      [MODELS]: () =>
        fail ? jsonResponse({ detail: 'Server down' }, 503) : jsonResponse([makeModel()]),
    });
    const { user } = renderIndex();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sophie Joy' })).toBeInTheDocument(),
    );
  });
});
