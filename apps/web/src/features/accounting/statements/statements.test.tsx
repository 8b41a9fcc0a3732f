import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankStatement } from '@windfamily/contract/payments';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  type ApiCall,
  callsTo,
  fill,
  queriesTo,
  renderBackoffice,
  setUpListScreens,
} from '../../../components/backoffice/test/render';
import { stubViewport } from '../../../test/render-route';
import { staffOrder } from '../../sales/test/fixtures';
import { stubUploads } from '../test/fake-upload';
import {
  ACCOUNTING,
  bookedStatement,
  READER,
  statement,
  statementImport,
  statementLine,
  statementsPage,
  statementSummary,
} from '../test/fixtures';
import StatementsSection from './statements-section';

const LIST = '/api/accounting/bank_statements/';
const DETAIL = '/api/accounting/bank_statements/5/';
const BOOK = '/api/accounting/bank_statements/5/book/';

/** A statement whose credits are all booked, imported before statement 5. */
const EARLIER = statementSummary({
  id: 4,
  statement_ref: '',
  file_name: 'camt053-2026-02-28.xml',
  imported_at: '2026-02-28T16:40:00Z',
  imported_by: null,
  line_count: 7,
  open_count: 0,
  booked_count: 6,
  ignored_count: 0,
  debit_count: 1,
});

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The statements at `route`; the server keeps statement 5 as `served` says (the test moves it
 * on).
 */
function renderStatements(
  route: string,
  handlers: Record<string, Handler | Handler[]> = {},
  permissions = ACCOUNTING,
) {
  const served: { statement: BankStatement } = { statement: statement() };
  const view = renderBackoffice(
    <StatementsSection />,
    { path: '/backoffice/bank-statements/*', route },
    {
      [`GET ${LIST}`]: () => jsonResponse(statementsPage([statementSummary(), EARLIER])),
      [`GET ${DETAIL}`]: () => jsonResponse(served.statement),
      ...handlers,
    },
    permissions,
  );
  return { served, ...view };
}

const statementFile = () =>
  new File(['<Document>camt.053</Document>'], 'camt053-2026-03-20.xml', { type: 'text/xml' });

/** Chooses `file` in the upload's file input. */
const choose = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

/** The lines of the statement shown, once shown. */
async function lineRows() {
  const table = await screen.findByRole('table', { name: 'Statement lines' });
  return within(table).getAllByRole('row').slice(1);
}

setUpListScreens();

describe('bank statements', () => {
  it('lists the statements imported, page by page, each opening its lines', async () => {
    const { calls, router, user } = renderStatements('/backoffice/bank-statements', {
      [`GET ${LIST}`]: () =>
        jsonResponse(statementsPage([statementSummary(), EARLIER], { count: 30 })),
    });
    const table = await screen.findByRole('table', { name: 'Bank statements' });
    expect(screen.getByRole('status')).toHaveTextContent('1–2 of 30 statements');
    const [open, done] = within(table).getAllByRole('row').slice(1);
    expect(open).toHaveTextContent('STMT-2026-03-20');
    expect(open).toHaveTextContent('2 to book');
    expect(open).toHaveTextContent('20 Mar 2026');
    expect(open).toHaveTextContent('accounts@example.com');
    expect(open).toHaveTextContent('AT61 1904 3002 3457 3201camt053-2026-03-20.xml');
    // Its lines, how many are booked, how many set aside and how many go out.
    expect(
      within(open!)
        .getAllByRole('cell')
        .slice(-4)
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '0', '1']);
    // Without a statement id of its own, the file names it.
    expect(within(done!).getByRole('link', { name: 'camt053-2026-02-28.xml' })).toHaveAttribute(
      'href',
      '/backoffice/bank-statements/4',
    );
    expect(done).toHaveTextContent('All done');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queriesTo(calls, LIST).at(-1)).toBe('page=2'));
    expect(router.state.location.search).toBe('?page=2');

    // A click anywhere on the row opens the statement.
    await user.click(within(open!).getByText('2 to book'));
    expect(router.state.location.pathname).toBe('/backoffice/bank-statements/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement STMT-2026-03-20' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All statements' })).toHaveAttribute(
      'href',
      '/backoffice/bank-statements',
    );
  });

  it('uploads a statement with its progress and opens it; the same file again is already booked', async () => {
    const uploads = stubUploads();
    const { served, router, user } = renderStatements('/backoffice/bank-statements');
    await screen.findByRole('table', { name: 'Bank statements' });
    const input = await screen.findByLabelText('Statement file to upload');

    choose(input, statementFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ method: 'POST', url: LIST });
    expect(uploads[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(uploads[0]!.file.name).toBe('camt053-2026-03-20.xml');
    uploads[0]!.progress(0.4);
    expect(await screen.findByText('Uploading camt053-2026-03-20.xml: 40 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a statement' })).toBeDisabled();
    uploads[0]!.answer(
      201,
      statementImport(statement(), {
        earlier_lines: [statementLine({ id: 44, statement_id: 4, status: 'booked' })],
      }),
    );
    expect(
      await screen.findByText(
        'Statement STMT-2026-03-20 imported: 3 new lines, 1 matched to orders. 1 line came with an earlier statement.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backoffice/bank-statements/5');
    expect(
      await screen.findByText(
        '1 line of this file came with an earlier statement: it is listed there, not here.',
      ),
    ).toBeInTheDocument();
    expect(await lineRows()).toHaveLength(3);

    // Booked meanwhile; the same file once more changes nothing and shows it booked.
    served.statement = bookedStatement();
    await user.click(screen.getByRole('link', { name: 'All statements' }));
    choose(await screen.findByLabelText('Statement file to upload'), statementFile());
    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[1]!.answer(200, statementImport(bookedStatement(), { imported: false }));
    expect(
      await screen.findByText('Statement STMT-2026-03-20 was imported before: nothing changed.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backoffice/bank-statements/5');
    const rows = await lineRows();
    expect(rows[0]).toHaveTextContent('Booked');
    expect(rows[1]).toHaveTextContent('Booked');
    expect(screen.getByText('3 lines: 0 to book, 2 booked, 0 set aside, 1 debit.')).toBeVisible();
    expect(
      screen.queryByText(/of this file came with an earlier statement/),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('refuses a file too large before sending it, and shows why the server refuses one', async () => {
    const uploads = stubUploads();
    renderStatements('/backoffice/bank-statements');
    const input = await screen.findByLabelText('Statement file to upload');

    const large = statementFile();
    Object.defineProperty(large, 'size', { value: 6 * 1024 * 1024 });
    choose(input, large);
    expect(
      await screen.findByText(
        'camt053-2026-03-20.xml is larger than 5 MB: upload the statement of a shorter period.',
      ),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    const area = screen.getByRole('region', { name: 'Import a statement' }).firstElementChild!;
    fireEvent.drop(area, { dataTransfer: { files: [statementFile(), statementFile()] } });
    expect(await screen.findByText('Upload one statement at a time.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    choose(input, statementFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const refusal = 'The file is not a camt.053 bank statement (BkToCstmrStmt is missing).';
    uploads[0]!.answer(400, { detail: refusal, errors: { file: [refusal] } });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(`camt053-2026-03-20.xml: ${refusal}`));
    expect(screen.getByRole('button', { name: 'Choose a statement' })).toBeEnabled();
  });

  it('shows matched, unmatched and debit lines; an order typed is looked up, and a refused one shown on its line', async () => {
    const unknown = 'There is no order 2026-0099.';
    const { calls, user } = renderStatements('/backoffice/bank-statements/5', {
      'GET /api/store/orders/2026-0099/': () => jsonResponse({ detail: unknown }, 404),
      [`POST ${BOOK}`]: () =>
        jsonResponse({ detail: unknown, errors: { 'book.1.order': [unknown] } }, 400),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement STMT-2026-03-20' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^AT61 1904 3002 3457 3201 · imported 20 Mar 2026, .+ by accounts@example\.com · camt053-2026-03-20\.xml$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 lines: 2 to book, 0 booked, 0 set aside, 1 debit.')).toBeVisible();
    const [matched, unmatched, debit] = await lineRows();

    // A matched credit comes ticked, with its order and whether the amount pays it.
    expect(
      await within(matched!).findByRole('checkbox', { name: 'Book 4 674 € from Anna Aufwind' }),
    ).toBeChecked();
    expect(matched).toHaveTextContent('Matched');
    expect(matched).toHaveTextContent('19 Mar 2026');
    expect(matched).toHaveTextContent('Order 2026-0042 Sophie Joy');
    expect(matched).toHaveTextContent('Awaiting payment');
    expect(matched).toHaveTextContent('Anna Aufwind · 4 674 € due of 4 674 €');
    expect(matched).toHaveTextContent('Exactly the amount due.');
    expect(within(matched!).getByRole('link', { name: '2026-0042' })).toHaveAttribute(
      'href',
      '/backoffice/orders/2026-0042',
    );
    // A debit is money going out: nothing to book.
    expect(debit).toHaveTextContent('Debit');
    expect(debit).toHaveTextContent('-12.50 €');
    expect(debit).toHaveTextContent('Money going out');
    expect(within(debit!).queryByRole('checkbox')).not.toBeInTheDocument();
    const status = screen.getByText(/ticked/);
    expect(status).toHaveTextContent('1 line ticked: 4 674 €');

    // An unmatched credit takes the number of the order it pays, checked as it is typed.
    const checkbox = within(unmatched!).getByRole('checkbox', {
      name: 'Book 980 € from Flugschule Hohe Munde',
    });
    expect(checkbox).not.toBeChecked();
    expect(unmatched).toHaveTextContent('Unmatched');
    const field = within(unmatched!).getByRole('textbox', {
      name: 'Order number for 980 € from Flugschule Hohe Munde',
    });
    fill(field, '2026-0099');
    await waitFor(() => expect(field).toHaveAccessibleDescription(unknown));
    expect(checkbox).toBeChecked();
    expect(status).toHaveTextContent('2 lines ticked: 5 654 €');

    await user.click(screen.getByRole('button', { name: 'Book 2 lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', BOOK)[0]?.body).toEqual({
      book: [
        { line: 51, order: '2026-0042' },
        { line: 52, order: '2026-0099' },
      ],
      ignore: [],
    });
  });

  it('books the ticked lines to the orders chosen, and shows them booked', async () => {
    const { calls, served, user } = renderStatements('/backoffice/bank-statements/5', {
      'GET /api/store/orders/2026-0043/': () =>
        jsonResponse(
          staffOrder({
            sale_sequence: '2026-0043',
            status: 'placed',
            balance: '1000.00',
            totals: { ...staffOrder().totals, total: '1000.00' },
            address: { ...staffOrder().address, name: 'Bruno Thermik' },
          }),
        ),
      [`POST ${BOOK}`]: () => {
        served.statement = bookedStatement();
        return jsonResponse(served.statement);
      },
    });
    const [, unmatched] = await lineRows();
    const field = await within(unmatched!).findByRole('textbox', {
      name: 'Order number for 980 € from Flugschule Hohe Munde',
    });
    fill(field, '2026-0043');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Bruno Thermik · 1 000 € due of 1 000 €'),
    );
    expect(unmatched).toHaveTextContent(
      '20 € less than the 1 000 € due: the order becomes partly paid.',
    );
    await user.click(screen.getByRole('button', { name: 'Book 2 lines' }));
    expect(await screen.findByText('2 lines booked (5 654 €).')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', BOOK)[0]?.body).toEqual({
      book: [
        { line: 51, order: '2026-0042' },
        { line: 52, order: '2026-0043' },
      ],
      ignore: [],
    });
    const [first, second] = await lineRows();
    expect(first).toHaveTextContent('Booked');
    expect(second).toHaveTextContent('Booked');
    expect(second).toHaveTextContent('Partly paid');
    expect(within(second!).getByRole('link', { name: '2026-0043' })).toBeInTheDocument();
    expect(screen.getByText('3 lines: 0 to book, 2 booked, 0 set aside, 1 debit.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('sets a line aside, and lets a matched line go to another order', async () => {
    const { calls, served, user } = renderStatements('/backoffice/bank-statements/5', {
      [`POST ${BOOK}`]: () => {
        served.statement = statement({
          open_count: 1,
          ignored_count: 1,
          lines: [
            statementLine(),
            statementLine({
              ...statement().lines[1]!,
              status: 'ignored',
              proposal: 'ignored',
            }),
            statement().lines[2]!,
          ],
        });
        return jsonResponse(served.statement);
      },
    });
    const [matched, unmatched] = await lineRows();
    await user.click(await within(matched!).findByRole('checkbox'));
    await user.click(within(unmatched!).getByRole('checkbox'));
    expect(screen.getByText(/ticked/)).toHaveTextContent('1 line ticked: 980 €');
    await user.click(screen.getByRole('button', { name: 'Set aside' }));
    expect(await screen.findByText('1 line set aside.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', BOOK)[0]?.body).toEqual({ book: [], ignore: [52] });
    await waitFor(async () => expect((await lineRows())[1]).toHaveTextContent('Set aside'));
    expect(screen.getByText('3 lines: 1 to book, 0 booked, 1 set aside, 1 debit.')).toBeVisible();

    // The matched line's order can be replaced, and the proposal taken back.
    const [again] = await lineRows();
    await user.click(
      within(again!).getByRole('button', { name: 'Another order for 4 674 € from Anna Aufwind' }),
    );
    const field = within(again!).getByRole('textbox', {
      name: 'Order number for 4 674 € from Anna Aufwind',
    });
    expect(field).toHaveValue('');
    // Without a number typed, the line is not booked to the order it was proposed for.
    await user.click(screen.getByRole('button', { name: 'Book 1 line' }));
    expect(await screen.findByText('1 ticked line has no order number.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      'Enter the number of the order this money pays, such as 2026-0042.',
    );
    expect(callsTo(calls, 'POST', BOOK)).toHaveLength(1);
    await user.click(within(again!).getByRole('button', { name: 'Undo' }));
    expect(again).toHaveTextContent('Exactly the amount due.');
    expect(within(again!).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows those who do not handle payments the statements and lines, read only', async () => {
    const { queryClient, router } = renderStatements(
      '/backoffice/bank-statements',
      { [`GET ${LIST}`]: () => jsonResponse(statementsPage([])) },
      READER,
    );
    expect(await screen.findByText('No statements yet')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Statements appear here once they are imported.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Statement file to upload')).not.toBeInTheDocument();

    await act(() => router.navigate('/backoffice/bank-statements/5'));
    const [matched, unmatched] = await lineRows();
    expect(matched).toHaveTextContent('Anna Aufwind · 4 674 € due of 4 674 €');
    expect(unmatched).toHaveTextContent('Unmatched');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Another order|^Book|Set aside/ })).toBeNull();
  });

  it('shows a failed load with a way to try again, an unknown statement, and cards on phones', async () => {
    stubViewport(true);
    let fail = true;
    const { router, user } = renderStatements('/backoffice/bank-statements', {
      [`GET ${LIST}`]: () =>
        fail
          ? jsonResponse({ detail: 'Server trouble' }, 500)
          : jsonResponse(statementsPage([statementSummary(), EARLIER])),
      'GET /api/accounting/bank_statements/9/': () =>
        jsonResponse({ detail: 'There is no such bank statement.' }, 404),
    });
    expect(
      await screen.findByText(/The statements could not be loaded. Server trouble/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const cards = within(await screen.findByRole('list', { name: 'Bank statements' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/backoffice/bank-statements/5',
    );
    expect(cards[0]).toHaveTextContent('2 to book');

    await act(() => router.navigate('/backoffice/bank-statements/9'));
    expect(await screen.findByText('There is no such bank statement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the statements' })).toHaveAttribute(
      'href',
      '/backoffice/bank-statements',
    );
  });
});
