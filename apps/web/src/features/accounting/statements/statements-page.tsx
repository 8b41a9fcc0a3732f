import type { BankStatementSummary } from '@windfamily/contract/payments';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { formatDateTime } from '../../../lib/dates';
import { useMayManagePayments, useStatements } from '../api';
import { TwoLines } from '../components/cells';
import { StateChip } from '../components/chips';
import { PagedList } from '../components/paged-list';
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
];

/**
 * /backoffice/bank-statements: the upload of a camt.053 statement (for those who handle
 * payments), and the statements imported, newest first, each opening again.
 */
export default function StatementsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const statements = useStatements(page);
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
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
        filtered={false}
        onClearFilters={() => undefined}
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
