import { act, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '@windfamily/contract/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '../api';
import { GOODIES, makeHoodie, makeVariant, makeWing, PRICING_AT } from '../test/fixtures';
import { jsonResponse, makeCart, mockApi, renderCatalog } from '../test/render-catalog';
import { PurchasePanel } from './purchase-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast, toast, Toaster: () => null }));

const ADD_ITEM = 'POST /api/store/cart/add-item/';

const renderPanel = (product: ProductDetail) =>
  renderCatalog([{ path: '/', element: <PurchasePanel product={product} /> }], {
    path: '/',
    seed: (queryClient) =>
      queryClient.setQueryData(catalogKeys.goodies('at'), {
        goodies: GOODIES,
        pricing: PRICING_AT,
      }),
  });

const sizeButton = (name: string | RegExp) =>
  within(screen.getByRole('group', { name: /^Size/ })).getByRole('button', { name });

beforeEach(() => {
  mockApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PurchasePanel price and availability', () => {
  it("shows the selected variant's gross price, formatted", async () => {
    const wing = makeWing();
    wing.variants[2]!.price = '4790.00';
    const { user } = renderPanel(wing);
    expect(screen.getByText('4 590 €')).toBeInTheDocument();
    expect(screen.getByText('incl. 20 % VAT')).toBeInTheDocument();
    await user.click(sizeButton('M'));
    expect(screen.getByText('4 790 €')).toBeInTheDocument();
    expect(screen.queryByText('4 590 €')).not.toBeInTheDocument();
  });

  it('says how soon a made-to-order wing ships', () => {
    renderPanel(makeWing());
    expect(screen.getByText('Made to order: ships in 6 weeks')).toBeInTheDocument();
  });

  it('says how many are left in stock and caps the amount there', async () => {
    const hoodie = makeHoodie();
    hoodie.variants[0]!.availability = { status: 'in_stock', quantity: 2 };
    const { user } = renderPanel(hoodie);
    expect(screen.getByText('In stock (2 left)')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'One more' });
    await user.click(more);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('2');
    expect(more).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One less' })).toBeEnabled();
  });

  it('cannot sell what is sold out', () => {
    renderPanel(
      makeWing({
        variants: [makeVariant({ Size: 'M' }, { availability: { status: 'sold_out' } })],
      }),
    );
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Sold out/ })).toBeDisabled();
  });
});

describe('PurchasePanel variant pickers', () => {
  it('starts with a combination that can be bought and disables the others', async () => {
    const hoodie = makeHoodie();
    hoodie.variants[0]!.availability = { status: 'sold_out' }; // S in Graphite
    const { user } = renderPanel(hoodie);
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(sizeButton('S in Graphite: sold out')).toBeDisabled();

    const colours = screen.getByRole('group', { name: /^Colour/ });
    await user.click(within(colours).getByRole('button', { name: 'Sunset' }));
    expect(within(colours).getByRole('button', { name: 'Sunset' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sizeButton('S in Sunset: not available')).toBeDisabled();
    expect(sizeButton('XL in Sunset: sold out')).toBeDisabled();
    expect(sizeButton('L')).toBeEnabled();
  });

  it('has no pickers for a product without options', () => {
    renderPanel(makeWing({ option_names: [], category: 'addons', variants: [makeVariant({})] }));
    expect(screen.queryByRole('group', { name: /^Size/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});

describe('PurchasePanel size advisor', () => {
  it('recommends a size for the all-up weight and picks it', async () => {
    const { user } = renderPanel(makeWing());
    await user.type(screen.getByRole('textbox', { name: 'All-up weight' }), '90');
    expect(screen.getByRole('status')).toHaveTextContent('Size M suits you best');
    await user.click(screen.getByRole('button', { name: 'Choose size M' }));
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Size M is selected.')).toBeInTheDocument();
  });

  it('says so below the smallest and above the largest size', async () => {
    const { user } = renderPanel(makeWing());
    const weight = screen.getByRole('textbox', { name: 'All-up weight' });
    await user.type(weight, '50');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Below our smallest size. XS starts at 55 kg all-up.',
    );
    await user.clear(weight);
    await user.type(weight, '140');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Above our largest size. XL goes up to 135 kg all-up.',
    );
    expect(screen.queryByRole('button', { name: /Choose size/ })).not.toBeInTheDocument();
  });

  it('is only there for wings', () => {
    renderPanel(makeHoodie());
    expect(screen.queryByRole('textbox', { name: 'All-up weight' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('radiogroup', { name: 'A goodie with your wing' }),
    ).not.toBeInTheDocument();
  });
});

describe('PurchasePanel goodies', () => {
  it('offers the goodies with the regular price struck through and the price with the wing', () => {
    renderPanel(makeWing());
    const offer = screen.getByRole('radiogroup', { name: 'A goodie with your wing' });
    const keychain = within(offer).getByRole('radio', { name: /Carabiner Keychain/ });
    expect(keychain.closest('label')).toHaveTextContent('regular price12 €6 € with your wing');
    expect(
      within(offer)
        .getByRole('radio', { name: /Sticker Set/ })
        .closest('label'),
    ).toHaveTextContent('free with your wing');
    expect(within(offer).getByRole('radio', { name: /Thermal Mug/ })).toBeDisabled();
    expect(within(offer).getByRole('radio', { name: 'No goodie, thanks' })).toBeChecked();
  });
});

describe('PurchasePanel add to cart', () => {
  it('sends the amount, the variant and the goodie, then says so', async () => {
    const calls = mockApi({ [ADD_ITEM]: () => jsonResponse(makeCart({ item_count: 3 })) });
    const { user } = renderPanel(makeWing());
    await user.click(sizeButton('L'));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('radio', { name: /Carabiner Keychain/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your cart'));
    expect(calls.filter((call) => `${call.method} ${call.path}` === ADD_ITEM)).toEqual([
      {
        method: 'POST',
        path: '/api/store/cart/add-item/',
        body: { amount: 3, product_variant: 4, goodie_id: 2 },
      },
    ]);
  });

  it('sends once while the answer is on its way, showing that it is busy', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi({
      [ADD_ITEM]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPanel(makeWing());
    const button = screen.getByRole('button', { name: 'Add to cart' });
    // Two clicks before React re-renders (a double click): the second must not send again.
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ amount: 1, product_variant: 1, goodie_id: null });
    await act(async () => answer(jsonResponse(makeCart({ item_count: 1 }))));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("shows the server's reason when it refuses", async () => {
    mockApi({
      [ADD_ITEM]: () => jsonResponse({ detail: 'Only 2 left of Thermal Hoodie S.' }, 409),
    });
    const { user } = renderPanel(makeHoodie());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only 2 left of Thermal Hoodie S.'),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('PurchasePanel colour picker link', () => {
  it('leads wings to the colour picker', () => {
    renderPanel(makeWing());
    expect(screen.getByRole('link', { name: 'Customize the colours' })).toHaveAttribute(
      'href',
      '/colorpicker/picker/sophie-joy',
    );
  });
});
