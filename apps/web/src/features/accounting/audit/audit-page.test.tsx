import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  fill,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import {
  ACCOUNTING,
  auditEntry,
  auditPage,
  recordedPayment,
  statementAudit,
} from '../test/fixtures';
import AuditPage from './audit-page';

const LIST = '/api/audit/';

const ENTRIES = [auditEntry(), recordedPayment(), statementAudit()];

function renderAudit(
  route = '/backoffice/audit',
  answer: () => Response = () => jsonResponse(auditPage(ENTRIES)),
) {
  return renderBackoffice(
    <AuditPage />,
    { path: '/backoffice/audit', route },
    { [`GET ${LIST}`]: answer },
    ACCOUNTING,
  );
}

setUpListScreens();

describe('AuditPage', () => {
  it('lists who changed what and when, each entity leading to its page', async () => {
    const { calls } = renderAudit();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 changes');
    expect(queriesTo(calls, LIST)).toEqual(['page=1']);
    const [edit, payment, statement] = within(table).getAllByRole('row').slice(1);

    expect(edit).toHaveTextContent('20 Mar 2026');
    expect(edit).toHaveTextContent('clerk@example.com');
    expect(edit).toHaveTextContent('Details of order 2026-0042 changedorder.edit_details');
    expect(edit).toHaveTextContent('Order 2026-0042');
    expect(within(edit!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    // An entity of an order names the order too.
    expect(payment).toHaveTextContent('Payment 9of order 2026-0042');
    expect(within(payment!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    expect(statement).toHaveTextContent('Bank statement 5');
    expect(within(statement!).getByRole('link', { name: '5' })).toHaveAttribute(
      'href',
      '/backoffice/bank-statements/5',
    );
  });

  it('opens an entry with what changed, the unchanged fields on request, and what a new one recorded', async () => {
    const { user } = renderAudit();
    await user.click(
      await screen.findByRole('button', { name: 'Details of Details of order 2026-0042 changed' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Details of order 2026-0042 changed' }),
    );
    expect(dialog.getByText('Who').nextElementSibling).toHaveTextContent('clerk@example.com');
    expect(dialog.getByText('Action').nextElementSibling).toHaveTextContent('order.edit_details');
    expect(dialog.getByText('Entity').nextElementSibling).toHaveTextContent('Order 2026-0042');
    expect(dialog.getByRole('heading', { name: 'What changed' })).toBeInTheDocument();
    const changed = () =>
      within(dialog.getByRole('table', { name: 'Changed fields' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(changed()).toEqual([
      'Address › CityTelfsInnsbruck',
      'Address › Zipcode64106020',
      'Staff noteemptyCalled the customer',
    ]);
    await user.click(dialog.getByRole('switch', { name: 'Show unchanged fields' }));
    expect(changed()).toEqual([
      'CommentPlease ring twice.Please ring twice.',
      'Address › CityTelfsInnsbruck',
      'Address › Zipcode64106020',
      'Staff noteemptyCalled the customer',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      screen.getByRole('button', {
        name: 'Details of Bank transfer of 4 674 € recorded for order 2026-0042',
      }),
    );
    const created = within(await screen.findByRole('dialog'));
    expect(created.getByRole('heading', { name: 'What was recorded' })).toBeInTheDocument();
    expect(created.queryByRole('switch')).not.toBeInTheDocument();
    const recorded = within(created.getByRole('table', { name: 'Recorded fields' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(recorded).toEqual(['FieldValue', 'Amount4674.00', 'Methodbank_transfer', 'RefundedNo']);
  });

  it('reads the filters and page from the address and sends them to the server', async () => {
    const { calls } = renderAudit(
      '/backoffice/audit?actor=clerk&entity_type=payment&entity_id=9&order=2026-0042&date_from=2026-03-01&date_to=2026-03-31&page=2',
      () => jsonResponse(auditPage([recordedPayment()], { count: 120, page: 2 })),
    );
    await screen.findByRole('table', { name: 'Audit log' });
    expect(queriesTo(calls, LIST)).toEqual([
      'page=2&actor=clerk&entity_type=payment&entity_id=9&order=2026-0042&date_from=2026-03-01&date_to=2026-03-31',
    ]);
    const filters = within(screen.getByRole('search', { name: 'Filter the audit log' }));
    expect(filters.getByRole('searchbox', { name: 'Who' })).toHaveValue('clerk');
    expect(filters.getByRole('combobox', { name: 'Entity' })).toHaveTextContent('Payment');
    expect(filters.getByRole('textbox', { name: 'Entity id' })).toHaveValue('9');
    expect(filters.getByRole('textbox', { name: 'Order' })).toHaveValue('2026-0042');
    expect(filters.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(filters.getByLabelText('Until')).toHaveValue('2026-03-31');
    expect(screen.getByRole('status')).toHaveTextContent('51–51 of 120 changes found');
  });

  it('sends what is typed, chosen and paged to the server and keeps it all in the address', async () => {
    const { calls, router, user } = renderAudit('/backoffice/audit?entity_type=order', () =>
      jsonResponse(auditPage([auditEntry()], { count: 120 })),
    );
    await screen.findByRole('table', { name: 'Audit log' });
    const filters = within(screen.getByRole('search', { name: 'Filter the audit log' }));
    // Two fields typed in one go: each is sent once typing pauses, neither undoes the other.
    fill(filters.getByLabelText('Who'), 'clerk');
    fill(filters.getByLabelText('Order'), '2026-0042');
    fill(filters.getByLabelText('Until'), '2026-03-31');
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe(
        'page=1&actor=clerk&entity_type=order&order=2026-0042&date_to=2026-03-31',
      ),
    );
    await user.click(
      within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe(
        'page=2&actor=clerk&entity_type=order&order=2026-0042&date_to=2026-03-31',
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      actor: 'clerk',
      entity_type: 'order',
      order: '2026-0042',
      date_to: '2026-03-31',
      page: '2',
    });
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    const { router, user } = renderAudit('/backoffice/audit?actor=nobody', () =>
      jsonResponse(auditPage([])),
    );
    expect(await screen.findByText('No changes match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Who' })).toHaveValue('');
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with a way to try again, and cards on phones', async () => {
    stubViewport(true);
    let fail = true;
    const { user } = renderAudit('/backoffice/audit', () =>
      fail ? jsonResponse({ detail: 'Server trouble' }, 500) : jsonResponse(auditPage(ENTRIES)),
    );
    expect(
      await screen.findByText(/The changes could not be loaded. Server trouble/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const cards = within(await screen.findByRole('list', { name: 'Audit log' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Details of order 2026-0042 changed');
    expect(cards[0]).toHaveTextContent('Whoclerk@example.com');
    expect(within(cards[0]!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    await user.click(
      within(cards[0]!).getByRole('button', {
        name: 'Details of Details of order 2026-0042 changed',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Details of order 2026-0042 changed' }),
    ).toBeInTheDocument();
  });
});
