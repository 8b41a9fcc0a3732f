import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@windfamily/contract/messages';
import type { ResellerOrderPayload } from '@windfamily/contract/reseller';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, stubViewport } from '../../../test/render-route';
import { LINE_TEXTS } from '../components/order-form-values';
import { makeResellerOrder, makeResult, ordersPage } from '../test/fixtures';
import { jsonResponse, mockApi, renderArea, type ApiCall } from '../test/render-reseller';
import { AREA_TEXTS } from '../texts';
import ResellerAreaGate from './reseller-area';

type Session = ReturnType<typeof renderArea>['user'];

const PREVIEW = 'POST /api/reseller/orders/?preview=true';
const PLACE = 'POST /api/reseller/orders/';

const ADDRESS: ResellerOrderPayload['customer_address'] = {
  name: 'Paula Pilot',
  address: 'Hauptstraße 1',
  address2: '',
  zipcode: '80331',
  city: 'München',
  state: '',
  country: 'de',
  phone: '+49 171 1111111',
};

/** A reseller in Germany: their customers' addresses start there. */
const RESELLER = makeUser('reseller');
RESELLER.address = { ...RESELLER.address!, country: 'de' };

/** A text field by its label (by label rather than role: a role query over the whole form is slow). */
const field = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`), { selector: 'input, textarea' });
const posts = (calls: ApiCall[], key: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === key);

/** Picks an option of a select of `scope`. */
async function choose(user: Session, scope: HTMLElement, label: string, option: string | RegExp) {
  await user.click(within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  // The open menu hides the page from assistive technology: only its options are left to search.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function renderNewOrder(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(handlers);
  const view = renderArea(<ResellerAreaGate />, { route: '/admin/orders/new', user: RESELLER });
  await screen.findByRole('list', { name: 'Items' });
  return { ...view, calls };
}

/**
 * Enters the customer's address and phone, and a reference: each field's text in one change,
 * as a paste or the browser's autofill would.
 */
function fillAddress(reference = '') {
  const texts: [string, string][] = [
    ['Full name', ADDRESS.name],
    ['Address', ADDRESS.address],
    ['Zip code', ADDRESS.zipcode],
    ['City', ADDRESS.city],
    ['Phone', ADDRESS.phone],
  ];
  if (reference) texts.push(['Your order reference', reference]);
  for (const [name, text] of texts) fireEvent.change(field(name), { target: { value: text } });
}

beforeEach(() => stubViewport(false));

describe('a new order in the reseller area', () => {
  it('asks for the items and the address before it asks the server', async () => {
    const { user, calls } = await renderNewOrder();
    expect(document.title).toBe('Windfamily | Reseller area: New order');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(AREA_TEXTS.fillIn);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const item = screen.getByRole('listitem', { name: 'Item 1' });
    const product = within(item).getByRole('combobox', { name: /^Product/ });
    await waitFor(() => expect(product).toHaveAccessibleDescription(LINE_TEXTS.chooseProduct));
    expect(within(item).getByRole('combobox', { name: /^Variant/ })).toHaveAccessibleDescription(
      LINE_TEXTS.chooseVariant,
    );
    for (const name of ['Full name', 'Address', 'Zip code', 'City', 'Phone'])
      expect(field(name)).toHaveAccessibleDescription(MSG.required);

    // A product of one variant takes it at once.
    await choose(user, item, 'Product', 'Repair Kit');
    const variant = within(item).getByRole('combobox', { name: /^Variant/ });
    expect(variant).toHaveTextContent('One size · 25.50 €');
    await waitFor(() => expect(variant).not.toHaveAccessibleDescription());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it(
    "previews the totals, shows the server's refusal on its fields, then places the order",
    // A whole order form, filled in twice over: slow in jsdom.
    async () => {
      const refusal = {
        detail: 'Please correct the errors below.',
        errors: {
          delivery_method: ['Standard delivery is not offered to Germany for these items.'],
          'lines.0.amount': ['at most 1 of this size'],
        },
      };
      let placed = false;
      const { user, calls, router } = await renderNewOrder({
        'GET /api/reseller/orders/?page=1': () =>
          ordersPage(placed ? [makeResult(false).order, makeResellerOrder()] : []),
        [PREVIEW]: () => jsonResponse(makeResult(true)),
        [PLACE]: () => {
          if (posts(calls, PLACE).length === 1) return jsonResponse(refusal, 422);
          placed = true;
          return jsonResponse(makeResult(false), 201);
        },
      });
      const summary = screen.getByRole('region', { name: 'Summary' });
      const item = screen.getByRole('listitem', { name: 'Item 1' });
      await choose(user, item, 'Product', 'Emilie Peace 2');
      await choose(user, item, 'Variant', /^M ·/);
      expect(item).toHaveTextContent(
        'Your price 2 613.75 € net (list 3 075 €) · Made to order: ships in 4 weeks',
      );
      fillAddress('PO-4712');

      expect(await within(summary).findByText(AREA_TEXTS.reverseCharge)).toBeInTheDocument();
      const totals = within(summary).getByRole('group', { name: 'Totals' });
      expect(totals).toHaveTextContent('Shipping (Standard delivery)35 €');
      expect(totals).toHaveTextContent('Total2 648.75 €');
      expect(totals).toHaveTextContent('Your price list: Flight schools');
      // Asked once the form was whole and still: the order exactly as it will be placed.
      const order: ResellerOrderPayload = {
        customer_address: ADDRESS,
        reference: 'PO-4712',
        delivery_method: 'standard',
        comment: '',
        lines: [{ product_variant: 12, amount: 1 }],
      };
      expect(posts(calls, PREVIEW).at(-1)?.body).toEqual(order);
      expect(posts(calls, PLACE)).toHaveLength(0);

      // Refused: the sentence above the button, each field's message on its field.
      const place = screen.getByRole('button', { name: 'Place order' });
      await user.click(place);
      const delivery = screen.getByRole('radiogroup', { name: 'Delivery' });
      await waitFor(() =>
        expect(delivery).toHaveAccessibleDescription(refusal.errors.delivery_method[0]),
      );
      expect(within(item).getByRole('spinbutton', { name: /^Amount/ })).toHaveAccessibleDescription(
        refusal.errors['lines.0.amount'][0],
      );
      expect(within(summary).getByRole('alert')).toHaveTextContent(refusal.detail);

      // Another delivery method, and the order goes through; the list shows it at once.
      await user.click(within(delivery).getByRole('radio', { name: 'Express delivery' }));
      await user.click(place);
      expect(
        await screen.findByText(AREA_TEXTS.placed('2026-0032', 'Paula Pilot')),
      ).toBeInTheDocument();
      expect(posts(calls, PLACE).at(-1)?.body).toEqual({ ...order, delivery_method: 'express' });
      expect(router.state.location.pathname).toBe('/admin/');
      const table = await screen.findByRole('table', { name: 'Your orders' });
      expect(within(table).getByRole('link', { name: /^Order 2026-0032/ })).toBeInTheDocument();
      expect(table).toHaveTextContent('PO-4712');
    },
  );
});
