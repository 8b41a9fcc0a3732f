import type { BankStatementSummary } from '@windfamily/contract/payments';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../lib/dates';
import { useMayManagePayments, useStatements } from '../api';
import { StateChip } from '../components/chips';
import { ACCOUNTING_PATHS } from '../paths';
import { StatementUpload } from './statement-upload';

/** What the import did, handed to the statement's page. */
export interface ImportedState {
  earlierLines: number;
}

const nameOf = (statement: BankStatementSummary) =>
  statement.statement_ref || statement.file_name || `Statement ${statement.id}`;

const titleColumn: DataColumn<BankStatementSummary> = {
  key: 'statement',
  label: 'Statement',
  render: (statement) => nameOf(statement),
};

const columns: DataColumn<BankStatementSummary>[] = [
  {
    key: 'open',
    label: 'To book',
    card: 'inline',
    render: (statement) =>
      statement.open_count > 0 ? (
        <StateChip tone="warning.main" label={`${statement.open_count} to book`} />
      ) : (
        <StateChip tone="success.main" label="All done" />
      ),
  },
  {
    key: 'imported',
    label: 'Imported',
    render: (statement) => (
      <TwoLines
        main={<time dateTime={statement.imported_at}>{formatDateTime(statement.imported_at)}</time>}
        caption={statement.imported_by ?? ''}
      />
    ),
  },
  {
    key: 'account',
    label: 'Account',
    width: '100%',
    render: (statement) => (
      <TwoLines main={statement.iban || '–'} caption={statement.file_name} wrap />
    ),
  },
  {
    key: 'lines',
    label: 'Lines',
    align: 'right',
    render: (statement) => statement.line_count,
  },
  {
    key: 'booked',
    label: 'Booked',
    align: 'right',
    render: (statement) => statement.booked_count,
  },
  {
    key: 'ignored',
    label: 'Set aside',
    align: 'right',
    render: (statement) => statement.ignored_count,
  },
  {
    key: 'debits',
    label: 'Debits',
    align: 'right',
    render: (statement) => statement.debit_count,
  },
];

/**
 * /backoffice/bank-statements: the upload of a camt.053 statement (for those who handle
 * payments), and the statements imported, newest first, each opening again.
 */
export default function StatementsPage() {
  const list = useListParams({});
  const statements = useStatements(list.page);
  const mayManage = useMayManagePayments();
  const navigate = useNavigate();

  return (
    <>
      <AdminPageHeader
        title="Bank statements"
        subtitle="The bank's statements: each credit is matched to the order its reference names, and booked once you confirm it."
      />
      {mayManage && (
        <StatementUpload
          onImported={(result) =>
            void navigate(ACCOUNTING_PATHS.statement(result.statement.id), {
              state: { earlierLines: result.earlier_lines.length } satisfies ImportedState,
            })
          }
        />
      )}
      <PagedList
        query={statements}
        noun={['statement', 'statements']}
        list={list}
        empty={{
          title: 'No statements yet',
          text: mayManage
            ? 'Import the first one above: the camt.053 XML file your bank gives.'
            : 'Statements appear here once they are imported.',
        }}
      >
        {(rows) => (
          <DataList
            label="Bank statements"
            rows={rows}
            rowKey={(statement) => statement.id}
            title={titleColumn}
            columns={columns}
            href={(statement) => ACCOUNTING_PATHS.statement(statement.id)}
            rowClick
          />
        )}
      </PagedList>
    </>
  );
}
