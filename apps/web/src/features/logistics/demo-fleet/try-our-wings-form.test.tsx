import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response';
import { renderRoutes } from '../../../test/render-route';
import TryOurWingsForm, { CHOOSE_WING } from './try-our-wings-form';

const WINGS = {
  products: [
    {
      id: 11,
      name: 'Sophie Joy',
      slug: 'sophie-joy',
      category: 'wings',
      slogan: '',
      thumbnail: null,
      new: false,
      price_from: '4000.00',
      price_to: '4000.00',
    },
    {
      id: 12,
      name: 'Emilie Peace 2',
      slug: 'emilie-peace2',
      category: 'wings',
      slogan: '',
      thumbnail: null,
      new: false,
      price_from: '4200.00',
      price_to: '4200.00',
    },
  ],
  pricing: {
    country: 'at',
    vat_rate: '20.00',
    price_list: null,
    currency: 'EUR',
    reverse_charge: false,
  },
};

function serve(onRequest: (body: unknown) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    if (url.pathname === '/api/store/products/') return jsonResponse(WINGS);
    if (url.pathname === '/api/accounting/demorental_requests/') {
      const raw = input instanceof Request ? await input.text() : (init?.body as string);
      return onRequest(JSON.parse(raw));
    }
    if (url.pathname === '/api/geo/countries/' || url.pathname.startsWith('/api/countries'))
      return jsonResponse([
        { code: 'at', name: 'Austria' },
        { code: 'de', name: 'Germany' },
      ]);
    return jsonResponse({ detail: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderForm = (path = '/wanna_try/?model=emilie-peace2') =>
  renderRoutes([{ path: '/wanna_try/', Component: TryOurWingsForm }], { path, user: null });

describe('TryOurWingsForm', () => {
  it('preselects the wing of the product page and sends the request', async () => {
    const sent: unknown[] = [];
    serve((body) => {
      sent.push(body);
      return jsonResponse({ detail: 'Thank you! We have your request.' }, 201);
    });
    renderForm();
    const form = await screen.findByRole('form', { name: 'Try our Wings' });
    await waitFor(() => expect(within(form).getByText('Emilie Peace 2')).toBeInTheDocument());
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Name or flight school/), 'Fritz Flyer');
    await user.type(within(form).getByLabelText(/E-mail/), 'fritz@example.com');
    await user.type(within(form).getByLabelText(/Size/), 'M');
    const country = within(form).getByRole('combobox', { name: /Country/ });
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      product_id: 12,
      size: 'M',
      name: 'Fritz Flyer',
      email: 'fritz@example.com',
      country: 'de',
    });
  });

  it('asks for a wing and a name before sending anything', async () => {
    const fetch = serve(() => jsonResponse({ detail: 'no' }, 500));
    renderForm('/wanna_try/');
    const form = await screen.findByRole('form', { name: 'Try our Wings' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(CHOOSE_WING)).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('demorental_requests'),
      ),
    ).toBe(false);
  });

  it("shows the server's field errors on their fields", async () => {
    serve(() =>
      jsonResponse(
        { detail: 'Please check the form.', errors: { ends_on: ['on or after the start'] } },
        400,
      ),
    );
    renderForm();
    const form = await screen.findByRole('form', { name: 'Try our Wings' });
    await waitFor(() => expect(within(form).getByText('Emilie Peace 2')).toBeInTheDocument());
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Name or flight school/), 'Fritz Flyer');
    await user.type(within(form).getByLabelText(/E-mail/), 'fritz@example.com');
    const country = within(form).getByRole('combobox', { name: /Country/ });
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('on or after the start')).toBeInTheDocument();
  });
});
