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
import { ACCOUNTING, creditNote, invoice, invoicesPage } from '../test/fixtures';
import InvoicesPage from './invoices-page';

const LIST = '/api/accounting/invoices/';

function renderInvoices(
  route = '/backoffice/invoices',
  answer: () => Response = () => jsonResponse(invoicesPage([invoice(), creditNote()])),
) {
  return renderBackoffice(
    <InvoicesPage />,
    { path: '/backoffice/invoices', route },
    { [`GET ${LIST}`]: answer },
    ACCOUNTING,
  );
}

setUpListScreens();

describe('InvoicesPage', () => {
  it('lists invoices and credit notes with their amounts, orders and files', async () => {
    const { calls } = renderInvoices();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 invoices and credit notes');
    expect(queriesTo(calls, LIST)).toEqual(['page=1']);

    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('2026-00008');
    expect(first).toHaveTextContent('16 Mar 2026');
    expect(first).toHaveTextContent('Anna Aufwind');
    expect(first).toHaveTextContent('anna.aufwind@example.com');
    expect(first).toHaveTextContent('ATDomestic');
    expect(first).toHaveTextContent('3 895 €779 €4 674 €');
    expect(within(first!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    expect(within(first!).getByRole('link', { name: 'PDF of Invoice 2026-00008' })).toHaveAttribute(
      'href',
      '/api/accounting/invoices/8/pdf',
    );
    expect(
      within(first!).getByRole('link', { name: 'XML e-invoice of Invoice 2026-00008' }),
    ).toHaveAttribute('href', '/api/accounting/invoices/8/xml');

    // A credit note says which invoice it corrects; its money goes the other way.
    expect(second).toHaveTextContent('GS-2026-00001Credit note for 2026-00005');
    expect(second).toHaveTextContent('shop@flugschule.example.com · DE123456789');
    expect(second).toHaveTextContent('DEReverse charge');
    expect(second).toHaveTextContent('-980 €0 €-980 €');
    expect(within(second!).getByRole('link', { name: '2026-0041' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0041',
    );
    expect(
      within(second!).getByRole('link', { name: 'PDF of Credit note GS-2026-00001' }),
    ).toHaveAttribute('href', '/api/accounting/invoices/9/pdf');
  });

  it('reads the filters and page from the address, sends them to the server and exports them', async () => {
    const { calls } = renderInvoices(
      '/backoffice/invoices?search=hohe&kind=credit_note&date_from=2026-01-01&date_to=2026-03-31&page=3',
      () => jsonResponse(invoicesPage([creditNote()], { count: 120, page: 3 })),
    );
    await screen.findByRole('table', { name: 'Invoices' });
    expect(queriesTo(calls, LIST)).toEqual([
      'page=3&search=hohe&kind=credit_note&date_from=2026-01-01&date_to=2026-03-31',
    ]);
    const filters = within(screen.getByRole('search', { name: 'Filter invoices' }));
    expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('hohe');
    expect(filters.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Credit note');
    expect(filters.getByLabelText('Issued from')).toHaveValue('2026-01-01');
    expect(filters.getByLabelText('Issued until')).toHaveValue('2026-03-31');
    expect(screen.getByRole('status')).toHaveTextContent(
      '101–101 of 120 invoices and credit notes found',
    );
    // The export has every row the filters select, not only this page.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/accounting/invoices/export/?search=hohe&kind=credit_note&date_from=2026-01-01&date_to=2026-03-31',
    );
  });

  it('sends what is searched, chosen and paged to the server and keeps it in the address', async () => {
    const { calls, router, user } = renderInvoices('/backoffice/invoices', () =>
      jsonResponse(invoicesPage([creditNote()], { count: 120 })),
    );
    await screen.findByRole('table', { name: 'Invoices' });
    const filters = within(screen.getByRole('search', { name: 'Filter invoices' }));
    fill(filters.getByLabelText('Search'), 'hohe');
    await waitFor(() => expect(queriesTo(calls, LIST).at(-1)).toBe('page=1&search=hohe'));

    await user.click(filters.getByRole('combobox', { name: 'Kind' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Credit note' }),
    );
    fill(filters.getByLabelText('Issued until'), '2026-03-31');
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe(
        'page=1&search=hohe&kind=credit_note&date_to=2026-03-31',
      ),
    );
    await user.click(
      within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 3' }),
    );
    await waitFor(() =>
      expect(queriesTo(calls, LIST).at(-1)).toBe(
        'page=3&search=hohe&kind=credit_note&date_to=2026-03-31',
      ),
    );
    expect(router.state.location.search).toBe(
      '?search=hohe&kind=credit_note&date_to=2026-03-31&page=3',
    );
  });

  it('says when there are no invoices yet, and when none match the filters', async () => {
    const { router, user } = renderInvoices('/backoffice/invoices?search=nobody', () =>
      jsonResponse(invoicesPage([])),
    );
    expect(await screen.findByText('No invoices and credit notes match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(
      screen.getByText('An invoice appears here as soon as an order is invoiced.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the first page when the address names a page past the end', async () => {
    const { calls, router, user } = renderInvoices('/backoffice/invoices?page=9', () =>
      jsonResponse(invoicesPage([], { count: 60, page: 9 })),
    );
    expect(await screen.findByText('There is no page 9')).toBeInTheDocument();
    expect(screen.getByText('The invoices and credit notes fill 2 pages.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(queriesTo(calls, LIST).at(-1)).toBe('page=1'));
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed load with a way to try again, and cards on phones', async () => {
    stubViewport(true);
    let fail = true;
    const { user } = renderInvoices('/backoffice/invoices', () =>
      fail
        ? jsonResponse({ detail: 'Server trouble' }, 500)
        : jsonResponse(invoicesPage([invoice(), creditNote()])),
    );
    expect(
      await screen.findByText(/The invoices and credit notes could not be loaded. Server trouble/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const cards = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const note = within(cards[1]!);
    expect(cards[1]).toHaveTextContent('GS-2026-00001');
    expect(note.getByText('Credit note')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('-980 €No VAT: Reverse charge');
    expect(note.getByRole('link', { name: '2026-0041' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0041',
    );
    expect(note.getByRole('link', { name: 'PDF of Credit note GS-2026-00001' })).toBeVisible();
    // The other filters fold away behind a button that counts those set.
    expect(screen.queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeVisible();
  });
});
