import { act, screen, waitFor } from '@testing-library/react';
import type { Cart } from '@windfamily/contract/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../lib/app-config';
import { useCart } from '../api';
import { FLYHIGH10, makeCart } from '../test/cart-fixtures';
import { jsonResponse, mockApi, renderCart } from '../test/render-cart';
import { PromoCodeField } from './promo-code-field';

const HINT_1 = 'Invalid Code. Maybe you should try again...';
const HINT_2 = 'Still invalid. Come on, you can do it!';
const HINT_3 = 'Sigh. Okay, you get one more try.';

const WITH_CODE = makeCart({
  promocode: 'FLYHIGH10',
  promocode_info: FLYHIGH10,
  totals: { ...makeCart().totals, discount: '459.00', total: '4155.00' },
});

/** The field as the checkout page renders it: fed by the cart query. */
function Field() {
  const { data: cart } = useCart();
  return cart ? <PromoCodeField cart={cart} /> : null;
}

let calls: ReturnType<typeof mockApi>;
let info: ReturnType<typeof vi.spyOn>;

/** The server: FLYHIGH10 (any case) is valid, everything else 400; '' removes the code. */
function mockServer(start: Cart = makeCart()) {
  let cart = start;
  calls = mockApi({
    'GET /api/store/cart/': () => jsonResponse(cart),
    'POST /api/store/cart/set-promocode/': (body) => {
      const { promocode } = body as { promocode: string };
      if (promocode === '') cart = makeCart();
      else if (promocode.toUpperCase() === 'FLYHIGH10') cart = WITH_CODE;
      else
        return jsonResponse(
          { detail: 'Invalid promo code.', errors: { promocode: ['Invalid promo code.'] } },
          400,
        );
      return jsonResponse(cart);
    },
  });
}

const promoCalls = () => calls.filter((call) => call.path === '/api/store/cart/set-promocode/');
const input = () => screen.getByRole('textbox', { name: 'Promo code' });
const hint = () => screen.getByRole('status');

async function renderField(start?: Cart) {
  mockServer(start);
  const view = renderCart(<Field />);
  // The field, or the applied code: both are named 'Promo code'.
  await screen.findByLabelText('Promo code', { selector: 'form, [role="group"]' });
  return view;
}

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  appConfig.promoFallbackCode = undefined;
});

describe('PromoCodeField', () => {
  it('submits nothing while the field is empty or blank', async () => {
    const { user } = await renderField();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.type(input(), '   {Enter}');
    expect(promoCalls()).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it('escalates the hint with each try of the same code, any case, then names a working code', async () => {
    const { user } = await renderField();
    const tryCode = async (code: string) => {
      await user.clear(input());
      await user.type(input(), `${code}{Enter}`);
      await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'));
    };
    await tryCode('WINGS');
    expect(hint()).toHaveTextContent(HINT_1);
    await tryCode('wings');
    expect(hint()).toHaveTextContent(HINT_2);
    await tryCode('Wings');
    expect(hint()).toHaveTextContent(HINT_3);
    await tryCode('WINGS');
    expect(hint()).toHaveTextContent('Okay, here is one that works: FLYHIGH10');
    await tryCode('WINGS');
    expect(hint()).toHaveTextContent('Okay, here is one that works: FLYHIGH10');
    // Another code starts over.
    await tryCode('SOARING');
    expect(hint()).toHaveTextContent(HINT_1);
    expect(promoCalls().map((call) => call.body)).toEqual(
      ['WINGS', 'wings', 'Wings', 'WINGS', 'WINGS', 'SOARING'].map((promocode) => ({ promocode })),
    );
    // The server's reason goes to the console only.
    expect(screen.queryByText('Invalid promo code.')).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('WINGS'), 'Invalid promo code.');
  });

  it('names the fallback code of the page configuration', async () => {
    appConfig.promoFallbackCode = 'THERMALS5';
    const { user } = await renderField();
    for (let attempt = 0; attempt < 4; attempt++) {
      await user.clear(input());
      await user.type(input(), 'NOPE{Enter}');
      await waitFor(() => expect(promoCalls()).toHaveLength(attempt + 1));
    }
    await waitFor(() =>
      expect(hint()).toHaveTextContent('Okay, here is one that works: THERMALS5'),
    );
  });

  it('marks the field invalid only while it holds a refused code', async () => {
    const { user } = await renderField();
    await user.type(input(), 'NOPE{Enter}');
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'));
    await user.type(input(), 'S');
    expect(input()).toHaveAttribute('aria-invalid', 'false');
    await user.type(input(), '{Backspace}');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input());
    expect(input()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the hint for 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderField();
    await user.type(input(), 'NOPE{Enter}');
    await waitFor(() => expect(hint()).toHaveTextContent(HINT_1));
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(hint()).toHaveTextContent(HINT_1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(hint()).toBeEmptyDOMElement();
  });

  it('shows an applied code with what it gives, and a problem the cart reports', async () => {
    await renderField({
      ...WITH_CODE,
      promocode_problem: 'The minimum order value of 300 € is not reached yet.',
    });
    expect(screen.getByText('FLYHIGH10 · −10 %')).toBeInTheDocument();
    expect(screen.getByText('10 % off everything.')).toBeInTheDocument();
    expect(
      screen.getByText('The minimum order value of 300 € is not reached yet.'),
    ).toBeInTheDocument();
  });

  it('applies a valid code', async () => {
    const { user } = await renderField();
    await user.type(input(), 'flyhigh10{Enter}');
    expect(await screen.findByText('FLYHIGH10 · −10 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove promo code FLYHIGH10' })).toBeInTheDocument();
  });

  it('removing the code clears the field and the counts and submits an empty code', async () => {
    const { user } = await renderField();
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.clear(input());
      await user.type(input(), 'NOPE{Enter}');
      await waitFor(() => expect(promoCalls()).toHaveLength(attempt + 1));
    }
    await waitFor(() => expect(hint()).toHaveTextContent(HINT_2));
    await user.clear(input());
    await user.type(input(), 'FLYHIGH10{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Remove promo code FLYHIGH10' }));

    await waitFor(() => expect(promoCalls().at(-1)?.body).toEqual({ promocode: '' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    await user.type(input(), 'NOPE{Enter}');
    await waitFor(() => expect(hint()).toHaveTextContent(HINT_1));
  });
});
