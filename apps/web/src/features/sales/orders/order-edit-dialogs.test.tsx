import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOrder } from '@windfamily/contract/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, type Handler } from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { editResult, orderItem, product, productList, staffOrder, variant } from '../test/fixtures';
import { orderAction, renderOrderPage } from '../test/render';

const ORDER_PATH = '/api/store/orders/2026-0042/';
const CONFLICT =
  'The order was changed by someone else meanwhile: reload it and make your change again.';

const SOPHIE = product('sophie-joy', 'Sophie Joy', 'wings', [
  variant(10, 'S'),
  variant(11, 'M'),
  variant(12, 'L', { availability: { status: 'in_stock', quantity: 2 } }),
]);
const REPAIR_KIT = product('repair-kit', 'Repair kit', 'addons', [variant(21, 'One size')]);
const CAP = product('family-cap', 'Family Cap', 'fashion', [
  variant(48, 'Navy', { options: { Colour: 'Navy' } }),
  variant(49, 'Sand', { options: { Colour: 'Sand' } }),
]);

/** A placed, invoiced, paid order: a change credits the invoice and issues it again. */
const invoiced = (overrides: Partial<StaffOrder> = {}) =>
  staffOrder({
    status: 'placed',
    invoice_date: '2026-03-15T08:00:00Z',
    invoices: [
      {
        id: 5,
        kind: 'invoice',
        number: '2026-00007',
        date: '2026-03-15T08:00:00Z',
        total: '4674.00',
        corrects: null,
        corrected_by: null,
        pdf: '/api/accounting/invoices/5/pdf',
        xml: '/api/accounting/invoices/5/xml',
      },
    ],
    ...overrides,
  });

const CHANGED = invoiced({
  version: 2,
  items: [
    orderItem({ product_variant: 12, long_name: 'Sophie Joy L', variant_name: 'L' }),
    orderItem({
      id: 2,
      product_variant: 21,
      product: { slug: 'repair-kit', category: 'addons', name: 'Repair kit' },
      long_name: 'Repair kit',
      amount: 1,
      unit_price: '24.00',
      unit_net: '20.00',
      price_override_reason: 'Goodwill',
    }),
  ],
  totals: {
    items: '4614.00',
    discount: '0.00',
    shipping: '30.00',
    net: '3870.00',
    vat: '774.00',
    total: '4644.00',
  },
  balance: '-30.00',
});

function renderEdit(order: StaffOrder, handlers: Record<string, Handler> = {}) {
  return renderOrderPage(order, {
    handlers: {
      'GET /api/countries/': () =>
        jsonResponse([
          { code: 'at', name: 'Austria', flag: '' },
          { code: 'de', name: 'Germany', flag: '' },
        ]),
      'GET /api/store/products/sophie-joy': () => jsonResponse(SOPHIE),
      'GET /api/store/products/repair-kit': () => jsonResponse(REPAIR_KIT),
      'GET /api/store/products/family-cap': () => jsonResponse(CAP),
      'GET /api/store/products/': () => jsonResponse(productList([SOPHIE, REPAIR_KIT, CAP])),
      ...handlers,
    },
    permissions: ['sales.manage'],
  });
}

beforeEach(() => stubViewport(false));

describe('the lines dialog', () => {
  it('changes a size, an amount and a price by hand, previews the new totals, then saves', async () => {
    const { calls, serve, user } = renderEdit(invoiced(), {
      [`PUT ${ORDER_PATH}lines/`]: (call) => {
        if (call.query === '?preview=true')
          return jsonResponse(
            editResult(CHANGED, {
              preview: true,
              total_before: '4674.00',
              total_after: '4644.00',
              balance: '-30.00',
              reissues_invoice: true,
            }),
          );
        serve(CHANGED);
        return jsonResponse(
          editResult(CHANGED, {
            total_after: '4644.00',
            balance: '-30.00',
            reissues_invoice: true,
          }),
        );
      },
    });
    await user.click(await orderAction('Edit lines'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lines of order 2026-0042' }));

    const wing = within(dialog.getByRole('group', { name: 'Sophie Joy M' }));
    expect(wing.getByText('1 × 3 825 € net as ordered.')).toBeInTheDocument();
    await user.click(await wing.findByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: 'L (2 in stock)' }));

    const kit = within(dialog.getByRole('group', { name: 'Repair kit' }));
    // One size only: nothing to choose.
    await waitFor(() => expect(kit.queryByRole('combobox', { name: 'Size' })).toBeNull());
    await user.clear(kit.getByRole('spinbutton', { name: 'Amount' }));
    await user.type(kit.getByRole('spinbutton', { name: 'Amount' }), '1');
    await user.click(kit.getByRole('switch', { name: 'Set the net price by hand' }));
    await user.type(kit.getByRole('textbox', { name: 'Net price of one' }), '20');

    // A price by hand needs its reason: nothing is asked of the server without it.
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(await kit.findByText('Say why the price is set by hand.')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', `${ORDER_PATH}lines/`)).toHaveLength(0);

    await user.type(kit.getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    const preview = within(await dialog.findByRole('region', { name: 'Preview of the change' }));
    expect(callsTo(calls, 'PUT', `${ORDER_PATH}lines/`)[0]?.body).toEqual({
      version: 1,
      lines: [
        { id: 1, product_variant: 12, amount: 1 },
        { id: 2, product_variant: 21, amount: 1, unit_net: '20.00', override_reason: 'Goodwill' },
      ],
    });
    const changes = within(preview.getByLabelText('What changes'));
    expect(changes.getByText('Total').nextElementSibling).toHaveTextContent('4 674 € → 4 644 €');
    expect(changes.getByText('Balance').nextElementSibling).toHaveTextContent(
      '30 € is then to be refunded to the customer.',
    );
    expect(
      preview.getByText('The invoice 2026-00007 will be credited, and a new invoice issued.'),
    ).toBeInTheDocument();
    expect(preview.getByRole('table', { name: 'Lines after the change' })).toHaveTextContent(
      'Price set by hand: 20 € net each. Goodwill',
    );

    // A change after the preview asks for a new one before saving.
    await user.type(kit.getByRole('textbox', { name: 'Reason' }), '!');
    expect(dialog.queryByRole('region', { name: 'Preview of the change' })).toBeNull();
    await user.clear(kit.getByRole('textbox', { name: 'Reason' }));
    await user.type(kit.getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    await user.click(await dialog.findByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Order 2026-0042 saved: the total is now 4 644 €. The invoice was credited and issued again.',
      ),
    ).toBeInTheDocument();
    const saved = callsTo(calls, 'PUT', `${ORDER_PATH}lines/`).at(-1)!;
    expect(saved.query).toBe('');
    expect(saved.body).toMatchObject({ version: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Balance').nextElementSibling).toHaveTextContent('30 € to refund');
    expect(screen.getByRole('table', { name: 'Order lines' })).toHaveTextContent('Sophie Joy L');
  });

  it('removes a line and adds one; shows field errors, and reloads the order after a conflict', async () => {
    const answers = [
      jsonResponse(
        {
          detail: 'Please correct the errors below.',
          errors: { 'lines.1.amount': ['Only 3 left.'] },
        },
        400,
      ),
      jsonResponse({ detail: CONFLICT }, 409),
    ];
    const { calls, user } = renderEdit(invoiced(), {
      [`PUT ${ORDER_PATH}lines/`]: () => answers.shift()!,
    });
    await user.click(await orderAction('Edit lines'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lines of order 2026-0042' }));
    await user.click(dialog.getByRole('button', { name: 'Remove Repair kit' }));
    expect(dialog.queryByRole('group', { name: 'Repair kit' })).toBeNull();

    const add = within(dialog.getByRole('region', { name: 'Add a line' }));
    await user.type(add.getByRole('combobox', { name: 'Product' }), 'cap');
    await user.click(await screen.findByRole('option', { name: 'Family Cap' }));
    await user.click(await add.findByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: 'Sand (made to order)' }));
    await user.clear(add.getByRole('spinbutton', { name: 'Amount' }));
    await user.type(add.getByRole('spinbutton', { name: 'Amount' }), '5');
    await user.click(add.getByRole('button', { name: 'Add line' }));
    const cap = within(dialog.getByRole('group', { name: 'Family Cap · Sand' }));
    expect(cap.getByText("Added here: priced in the order's own prices.")).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(await cap.findByText('Only 3 left.')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', `${ORDER_PATH}lines/`)[0]?.body).toEqual({
      version: 1,
      lines: [
        { id: 1, product_variant: 11, amount: 1 },
        { product_variant: 49, amount: 5 },
      ],
    });

    // The order changed meanwhile: said, the dialog closes and the order is read again.
    await user.clear(cap.getByRole('spinbutton', { name: 'Amount' }));
    await user.type(cap.getByRole('spinbutton', { name: 'Amount' }), '3');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(calls, 'GET', ORDER_PATH)).toHaveLength(2));
  });
});

describe('the details dialog', () => {
  it('sends only what changed: the invoice address, the delivery method and the staff note', async () => {
    const saved = invoiced({
      version: 2,
      delivery_method: 'express',
      delivery_method_name: 'Express delivery',
      staff_note: 'Call before delivery.',
      billing_address: {
        name: 'Anna Aufwind',
        company: 'Aufwind Flugschule GmbH',
        address: 'Thermikweg 3',
        address2: '',
        zipcode: '6410',
        city: 'Telfs',
        state: '',
        country: 'at',
      },
    });
    const { calls, serve, user } = renderEdit(invoiced(), {
      [`PUT ${ORDER_PATH}details/`]: (call) => {
        const preview = call.query === '?preview=true';
        if (!preview) serve(saved);
        return jsonResponse(
          editResult(saved, {
            preview,
            total_after: '4694.00',
            balance: '20.00',
            reissues_invoice: true,
          }),
        );
      },
    });
    await user.click(await orderAction('Edit details'));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Details of order 2026-0042' }),
    );
    const delivery = within(dialog.getByRole('region', { name: 'Delivery address' }));
    expect(delivery.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna Aufwind');
    expect(delivery.getByRole('textbox', { name: 'Company or c/o' })).toHaveValue('Flight school');
    expect(dialog.getByRole('button', { name: 'Preview' })).toBeDisabled();

    await user.click(dialog.getByRole('switch', { name: 'Same as the delivery address' }));
    const billing = within(dialog.getByRole('region', { name: 'Invoice address' }));
    // It starts from the delivery address.
    expect(billing.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna Aufwind');
    await user.click(billing.getByRole('textbox', { name: 'Company' }));
    await user.paste('Aufwind Flugschule GmbH');
    await user.click(dialog.getByRole('combobox', { name: 'Delivery method' }));
    await user.click(await screen.findByRole('option', { name: 'Express delivery' }));
    await user.click(dialog.getByRole('textbox', { name: 'Staff note' }));
    await user.paste('Call before delivery.');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));

    const preview = within(await dialog.findByRole('region', { name: 'Preview of the change' }));
    expect(preview.getByText('Balance').nextElementSibling).toHaveTextContent(
      'The customer then owes 20 €.',
    );
    expect(callsTo(calls, 'PUT', `${ORDER_PATH}details/`)[0]?.body).toEqual({
      version: 1,
      billing_address: saved.billing_address,
      delivery_method: 'express',
      staff_note: 'Call before delivery.',
    });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Order 2026-0042 saved: the total is now 4 694 €. The invoice was credited and issued again.',
      ),
    ).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Delivery and invoicing' }));
    expect(details.getByText('Express delivery')).toBeInTheDocument();
    expect(details.getByText('Aufwind Flugschule GmbH')).toBeInTheDocument();
    expect(details.getByText('Call before delivery.')).toBeInTheDocument();
  });
});
