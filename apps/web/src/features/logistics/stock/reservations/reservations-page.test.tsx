import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../../components/backoffice/test/render';
import { stubViewport } from '../../../../test/render-route';
import { CLERK, pageOf, reservation, SHELF_A, TREE, WING } from '../test/fixtures';
import ReservationsPage from './reservations-page';

const LIST = '/api/logistics/reservations/';

const HELD = [
  reservation(),
  reservation({
    id: 42,
    variant: WING,
    order: '2026-0051',
    location: SHELF_A,
    reserved_until: '2026-12-01T12:00:00Z',
    created_by: 'sales@example.com',
    reason: 'Pilot collects in person',
  }),
  reservation({ id: 43, state: 'expired', reserved_until: '2026-11-20T12:00:00Z' }),
];

function renderReservations(route = '/backoffice/stock/reservations', handlers = {}) {
  return renderBackoffice(
    <ReservationsPage />,
    { path: '/backoffice/stock/reservations', route },
    {
      'GET /api/logistics/locations/': () => jsonResponse(TREE),
      [`GET ${LIST}`]: () => jsonResponse(pageOf(HELD)),
      ...handlers,
    },
    CLERK,
  );
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Reservations' });
  return within(table).getAllByRole('row').slice(1);
}

setUpListScreens();

describe('ReservationsPage', () => {
  it('lists what is held, for which order, where and until when', async () => {
    renderReservations();
    const [untilShipped, until, expired] = await rows();
    expect(untilShipped).toHaveTextContent('1 × HARNESS-M');
    expect(untilShipped).toHaveTextContent('Until shipped');
    expect(untilShipped).toHaveTextContent('Anywhere sellable');
    expect(within(untilShipped!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    expect(until).toHaveTextContent('1 Dec 2026');
    expect(until).toHaveTextContent('WH/A');
    expect(until).toHaveTextContent('sales@example.com · Pilot collects in person');
    expect(expired).toHaveTextContent('Expired');
    expect(within(expired!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by state', async () => {
    const { calls, user } = renderReservations();
    await rows();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(queriesTo(calls, LIST)).toContain('page=1&state=expired'));
  });

  it('filters by a location the shop sells from', async () => {
    const { calls, user } = renderReservations('/backoffice/stock/reservations?location=2');
    await rows();
    expect(queriesTo(calls, LIST)).toEqual(['page=1&location=2']);
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.trim())).toEqual([
      'Every location',
      'WH · Warehouse',
      'WH/A · Shelf A',
      'WH/B · Shelf B',
    ]);
  });

  it('filters by a whole order number only', async () => {
    const { calls, user } = renderReservations();
    await rows();
    await user.type(screen.getByRole('searchbox', { name: 'Order' }), '2026-00');
    expect(
      await screen.findByText('Type the whole order number, such as 2026-0042.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Order' }), '42');
    await waitFor(() => expect(queriesTo(calls, LIST)).toContain('page=1&order=2026-0042'));
  });

  it('lets an active reservation go after asking, and shows a refusal', async () => {
    const { calls, user } = renderReservations('/backoffice/stock/reservations', {
      [`POST ${LIST}41/cancel`]: [
        () => jsonResponse({ detail: 'The reservation is consumed already.' }, 409),
        () => jsonResponse(reservation({ state: 'released' })),
      ],
    });
    await rows();
    await user.click(
      screen.getByRole('button', { name: 'Let go the reservation of 1 × HARNESS-M for 2026-0042' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Let the reservation go?' });
    expect(dialog).toHaveTextContent('held for order 2026-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Let it go' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The reservation is consumed already.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Let it go' }));
    expect(
      await screen.findByText('The reservation of 1 × HARNESS-M is let go.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `${LIST}41/cancel`)).toHaveLength(2);
  });

  it('shows cards on a phone', async () => {
    stubViewport(true);
    renderReservations();
    expect(await screen.findByRole('list', { name: 'Reservations' })).toBeInTheDocument();
  });

  it('says when there are no reservations', async () => {
    renderReservations('/backoffice/stock/reservations', {
      [`GET ${LIST}`]: () => jsonResponse(pageOf([])),
    });
    expect(await screen.findByText('No reservations yet')).toBeInTheDocument();
  });
});
