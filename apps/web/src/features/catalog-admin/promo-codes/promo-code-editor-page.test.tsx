import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories, product } from '../test/fixtures';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import PromoCodesSection from './promo-codes-section';

const CREATE_PATH = '/api/store/promocodes/';

function renderNewCode() {
  const calls = mockAdminApi({
    'GET /api/store/categories/': () => jsonResponse(categories),
    'GET /api/store/admin/products/': () => jsonResponse({ products: [product()] }),
    'GET /api/store/admin/promocodes/': () => jsonResponse({ promocodes: [] }),
    [`POST ${CREATE_PATH}`]: ({ body }) =>
      jsonResponse(
        {
          ...(body as object),
          id: 9,
          products: [],
          used_count: 0,
          created: '2026-11-22T10:00:00.000Z',
        },
        201,
      ),
  });
  const view = renderAdmin(<PromoCodesSection />, {
    path: '/backoffice/promocodes/*',
    route: '/backoffice/promocodes/new',
  });
  return { ...view, calls };
}

const posts = (calls: ReturnType<typeof mockAdminApi>) =>
  calls.filter((call) => call.method === 'POST' && call.path === CREATE_PATH);

describe('PromoCodeEditorPage', () => {
  it('asks for the value that matches the kind, and sends only that one', async () => {
    const { user, calls } = renderNewCode();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'SPRING26');
    const create = screen.getByRole('button', { name: 'Create promo code' });

    // A percentage is the default kind: it needs a percentage from 0 to 100.
    await user.click(create);
    expect(await screen.findByText('enter a percentage')).toBeInTheDocument();
    const percent = screen.getByRole('spinbutton', { name: 'Percent off' });
    await user.type(percent, '150');
    expect(await screen.findByText('at most 100 %')).toBeInTheDocument();

    // An amount: the percentage field goes, the amount must be more than 0.
    await user.click(screen.getByRole('radio', { name: 'An amount off' }));
    expect(screen.queryByRole('spinbutton', { name: 'Percent off' })).not.toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount off (incl. VAT)' });
    await user.type(amount, '0');
    await user.click(create);
    expect(await screen.findByText('more than 0 €')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'ten');
    expect(await screen.findByText('enter an amount such as 49 or 49.90')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '49,9');
    await user.click(create);

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      code: 'SPRING26',
      description: '',
      kind: 'amount',
      percent_off: null,
      amount_off: '49.90',
      valid_from: null,
      valid_until: null,
      max_uses: null,
      max_uses_per_account: null,
      min_order_value: null,
      active: true,
      categories: [],
      products: [],
    });
  });

  it('sends a percentage code with its scope and limits', async () => {
    const { user, calls } = renderNewCode();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'WINGS10');
    await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '12.5');
    await user.click(screen.getByRole('checkbox', { name: 'Wings' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Uses at most' }), '100');
    await user.type(
      screen.getByRole('textbox', { name: 'Minimum order value (incl. VAT)' }),
      '300',
    );
    await user.click(screen.getByRole('button', { name: 'Create promo code' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({
      code: 'WINGS10',
      kind: 'percent',
      percent_off: 12.5,
      amount_off: null,
      max_uses: 100,
      min_order_value: '300.00',
      categories: ['wings'],
    });
  });
});
