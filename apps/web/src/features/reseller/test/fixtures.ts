import type { InvoiceSummary } from '@windfamily/contract/invoices';
import type {
  ResellerCatalog,
  ResellerOrderResult,
  ResellerOrderSummary,
} from '@windfamily/contract/reseller';
import { ORDERS_PAGE_SIZE } from '@windfamily/contract/orders';
import { jsonResponse } from '../../../test/json-response';

const SECRET = 'aaaabbbbccccddddeeeeffff00001111';

/** The demo reseller's catalogue: a wing in two sizes and a one-size addon, at their prices. */
export const CATALOG: ResellerCatalog = {
  company: 'Thermik Flugschule',
  price_list: 'Flight schools',
  vat_id: 'DE123456789',
  products: [
    {
      slug: 'emilie-peace2',
      name: 'Emilie Peace 2',
      category: 'wings',
      thumbnail: null,
      variants: [
        {
          id: 11,
          sku: 'EP2-S',
          name: 'S',
          list_net: '3075.00',
          net: '2613.75',
          availability: { status: 'made_to_order', lead_time_weeks: 4 },
        },
        {
          id: 12,
          sku: 'EP2-M',
          name: 'M',
          list_net: '3075.00',
          net: '2613.75',
          availability: { status: 'made_to_order', lead_time_weeks: 4 },
        },
      ],
    },
    {
      slug: 'repair-kit',
      name: 'Repair Kit',
      category: 'addons',
      thumbnail: null,
      variants: [
        {
          id: 40,
          sku: 'RK',
          name: 'One size',
          list_net: '30.00',
          net: '25.50',
          availability: { status: 'in_stock', quantity: 3 },
        },
      ],
    },
  ],
};

export function makeInvoice(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const id = overrides.id ?? 5;
  return {
    id,
    kind: 'invoice',
    number: '2026-00008',
    date: '2026-11-24T09:00:00.000Z',
    total: '2648.75',
    corrects: null,
    corrected_by: null,
    pdf: `/api/store/orders_public/2026-0031-${SECRET}/invoices/${id}/pdf`,
    xml: null,
    ...overrides,
  };
}

export function makeResellerOrder(
  overrides: Partial<ResellerOrderSummary> = {},
): ResellerOrderSummary {
  return {
    sale_sequence: '2026-0031',
    link: `/store/orders/2026-0031-${SECRET}`,
    sale_date: '2026-11-23T10:00:00.000Z',
    status: 'placed',
    payment_state: 'unpaid',
    item_count: 1,
    total: '2648.75',
    reference: 'PO-4711',
    customer_name: 'Paula Pilot',
    country: 'de',
    balance: '2648.75',
    invoices: [],
    ...overrides,
  };
}

/** A page of the reseller's orders. */
export const ordersPage = (results: ResellerOrderSummary[], count = results.length, page = 1) =>
  jsonResponse({ count, page, page_size: ORDERS_PAGE_SIZE, results });

/** The server's answer to an order for Germany: reverse charge, no VAT. */
export function makeResult(preview: boolean): ResellerOrderResult {
  return {
    preview,
    order: {
      ...makeResellerOrder({ sale_sequence: '2026-0032', reference: 'PO-4712' }),
      totals: {
        items: '2613.75',
        shipping: '35.00',
        net: '2648.75',
        vat: '0.00',
        total: '2648.75',
      },
      reverse_charge: true,
      vat_rate: 0,
    },
  };
}
