import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCart, makeCombo, makeDetail, makeProduct } from '../test/fixtures';
import { jsonResponse, mockApi, renderColorpicker } from '../test/render-colorpicker';
import ComboPage from './combo-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast, Toaster: () => null }));

const COMBO = 'GET /api/colorpicker/combo/k3x9w2';
const MODEL = 'GET /api/colorpicker/colorpicker/sophie-joy/';
const PRODUCT = 'GET /api/store/products/sophie-joy?country=at';

const renderCombo = (path = '/colorpicker/combo/k3x9w2') =>
  renderColorpicker(
    [
      { path: '/colorpicker/combo/:slug', Component: ComboPage },
      { path: '/colorpicker/picker/:slug', element: <p>picker page</p> },
    ],
    { path },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ComboPage', () => {
  it('shows the design: picture, name, model, date and the colours per zone', async () => {
    mockApi({
      [COMBO]: () => jsonResponse(makeCombo()),
      [MODEL]: () => jsonResponse(makeDetail()),
      [PRODUCT]: () => jsonResponse(makeProduct()),
    });
    renderCombo();
    expect(screen.getByRole('status', { name: 'Loading the design' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alpine sunset' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/\| Alpine sunset · Sophie Joy$/);
    expect(screen.getByRole('link', { name: 'Sophie Joy' })).toHaveAttribute(
      'href',
      '/store/products/wings/sophie-joy',
    );
    expect(screen.getByText('2 November 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-02T10:30:00.000Z',
    );
    const picture = screen.getByRole('img', { name: 'Sophie Joy in the colours “Alpine sunset”' });
    expect(picture).toHaveAttribute('src', '/media/combos/k3x9w2.png');
    expect(picture.previousElementSibling).toHaveAttribute('type', 'image/webp');

    const table = screen.getByRole('table', { name: 'Colours per zone' });
    await waitFor(() =>
      expect(
        within(table).getByRole('rowheader', { name: 'Leading edge · Top' }),
      ).toBeInTheDocument(),
    );
    const row = (zone: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${zone}`) })
        .closest('tr')!;
    expect(row('Leading edge')).toHaveTextContent('Night black · N-404');
    expect(row('Top centre')).toHaveTextContent('Canopy orange · N-406');
    expect(row('Left tip')).toHaveTextContent('Fire red · N-401');
    expect(row('Bottom centre')).toHaveTextContent('Snow white · N-402');
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/colorpicker/combo/k3x9w2`,
    );
    expect(screen.getByRole('link', { name: 'Open a copy in the picker' })).toHaveAttribute(
      'href',
      '/colorpicker/picker/sophie-joy?combo=k3x9w2',
    );
  });

  it('orders the wing in these colours: a size, and the line goes to the cart with the combo', async () => {
    const calls = mockApi({
      [COMBO]: () => jsonResponse(makeCombo()),
      [MODEL]: () => jsonResponse(makeDetail()),
      [PRODUCT]: () => jsonResponse(makeProduct()),
      'POST /api/store/cart/add-item/': () => jsonResponse(makeCart({ item_count: 1 })),
    });
    const { user } = renderCombo();
    const order = await screen.findByRole('region', { name: 'Order this wing' });
    await user.click(await within(order).findByRole('combobox', { name: 'Size' }));
    const options = screen.getByRole('listbox');
    expect(within(options).getByRole('option', { name: 'S (sold out)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(options).getByRole('option', { name: 'L' }));
    expect(within(order).getByText('4 790 €')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your cart'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 1,
      product_variant: 33,
      color_combo_slug: 'k3x9w2',
      goodie_id: null,
    });
  });

  it('names the zones by their keys while the model is not there', async () => {
    mockApi({ [COMBO]: () => jsonResponse(makeCombo()) });
    renderCombo();
    const table = await screen.findByRole('table', { name: 'Colours per zone' });
    expect(within(table).getByRole('rowheader', { name: 'leading edge' })).toBeInTheDocument();
    expect(table).toHaveTextContent('N-404');
  });

  it('shows the not-found page for an unknown or deleted design', async () => {
    mockApi({});
    renderCombo('/colorpicker/combo/gone');
    expect(await screen.findByText(MSG.errorHeading)).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
