import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import { SALE_SEQUENCE_PATTERN } from '@windfamily/contract/order-basics';
import type { BankStatement, BankStatementLine } from '@windfamily/contract/payments';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { errorMessage } from '../../accounts';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { countOf } from '../../../components/backoffice/paged-list';
import { StickyBar } from '../../../components/backoffice/save-bar';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { useBookStatement, useMayManagePayments, useStatement } from '../api';
import { Amount, ProposalChip } from '../components/chips';
import { ACCOUNTING_PATHS } from '../paths';
import { AmountCheck, OrderFacts, OrderNumberField } from './line-order';
import type { ImportedState } from './statements-page';

/** What the clerk changed of a line: ticked or not, another order number. */
interface LineEdit {
  ticked?: boolean;
  order?: string;
  /** A matched line whose order is being replaced by a typed one. */
  changing?: boolean;
}

const ENTER_ORDER = 'Enter the number of the order this money pays, such as 2026-0042.';

/** A credit in euros that is not booked yet (open, or set aside): it can be booked. */
const isBookable = (line: BankStatementLine) =>
  line.credit && line.status !== 'booked' && line.currency === 'EUR';

const nameOf = (statement: BankStatement) =>
  statement.statement_ref || statement.file_name || `Statement ${statement.id}`;

/**
 * The lines of a statement, to confirm: matched credits come ticked with their order and
 * what it owes (a warning when the amount differs), unmatched ones take an order number,
 * debits are greyed. "Book" books the ticked lines; "Set aside" sets them aside.
 */
function StatementLines({
  statement,
  mayManage,
}: {
  statement: BankStatement;
  mayManage: boolean;
}) {
  const book = useBookStatement(statement.id);
  const [edits, setEdits] = useState<Record<number, LineEdit>>({});
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [action, setAction] = useState<'book' | 'ignore' | null>(null);
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));

  const edit = (line: BankStatementLine) => edits[line.id] ?? {};
  const isTicked = (line: BankStatementLine) =>
    mayManage && isBookable(line) && (edit(line).ticked ?? line.proposal === 'matched');
  /** The order number as the line's field shows it: a line given another order starts empty. */
  const typedOrder = (line: BankStatementLine) => {
    const { order, changing } = edit(line);
    return order ?? (changing ? '' : (line.order?.sale_sequence ?? ''));
  };
  const orderOf = (line: BankStatementLine) => typedOrder(line).trim();
  const change = (line: BankStatementLine, next: LineEdit) => {
    setEdits((current) => ({ ...current, [line.id]: { ...current[line.id], ...next } }));
    setLineErrors(({ [line.id]: _gone, ...rest }) => rest);
  };

  const ticked = statement.lines.filter(isTicked);
  const tickedSum = ticked.reduce((sum, line) => sum + moneyToCents(line.amount), 0);
  const bookable = mayManage && statement.lines.some(isBookable);

  async function submit(kind: 'book' | 'ignore') {
    setProblem(null);
    const lines = kind === 'book' ? ticked : ticked.filter((line) => line.status === 'open');
    if (kind === 'book') {
      const missing = lines.filter((line) => !SALE_SEQUENCE_PATTERN.test(orderOf(line)));
      if (missing.length) {
        setLineErrors(Object.fromEntries(missing.map((line) => [line.id, ENTER_ORDER])));
        toast.error(
          `${countOf(missing.length, ['ticked line has', 'ticked lines have'])} no order number.`,
        );
        return;
      }
    }
    if (!lines.length) {
      toast.error('The ticked lines are set aside already.');
      return;
    }
    const booking =
      kind === 'book' ? lines.map((line) => ({ line: line.id, order: orderOf(line) })) : [];
    setAction(kind);
    try {
      await book.mutateAsync(
        kind === 'book'
          ? { book: booking, ignore: [] }
          : { book: [], ignore: lines.map((l) => l.id) },
      );
      const sum = formatEuro(lines.reduce((all, line) => all + moneyToCents(line.amount), 0) / 100);
      toast.success(
        kind === 'book'
          ? `${countOf(lines.length, ['line', 'lines'])} booked (${sum}).`
          : `${countOf(lines.length, ['line', 'lines'])} set aside.`,
      );
      setEdits({});
      setLineErrors({});
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      const found: Record<number, string> = {};
      const other: string[] = [];
      if (isHttpError(error))
        for (const [path, messages] of Object.entries(error.fieldErrors)) {
          const index = /^book\.(\d+)\.(?:order|line)$/.exec(path)?.[1];
          const line = index === undefined ? undefined : booking[Number(index)]?.line;
          if (line === undefined) other.push(...messages);
          else found[line] = messages.join(' ');
        }
      setLineErrors(found);
      setProblem([message, ...other.filter((text) => text !== message)].join(' '));
    } finally {
      setAction(null);
    }
  }

  const orderCell = (line: BankStatementLine) => {
    const error = lineErrors[line.id];
    if (!line.credit)
      return (
        <Typography variant="caption" color="text.secondary">
          Money going out
        </Typography>
      );
    if (line.status === 'booked')
      return line.order ? <OrderFacts order={line.order} showDue={false} /> : '–';
    if (line.currency !== 'EUR')
      return (
        <Typography variant="caption">
          {`In ${line.currency}: only payments in EUR can be booked.`}
        </Typography>
      );
    const { changing } = edit(line);
    if (line.order && (!mayManage || (line.proposal === 'matched' && !changing)))
      return (
        <OrderFacts order={line.order} showDue>
          <AmountCheck amount={line.amount} order={line.order} />
          {error && <FormHelperText error>{error}</FormHelperText>}
          {mayManage && (
            <Box>
              <Button
                size="small"
                onClick={() => change(line, { changing: true })}
                aria-label={`Another order for ${formatEuro(line.amount)} from ${line.payer || 'an unknown payer'}`}
                sx={{ ml: -1 }}
              >
                Another order
              </Button>
            </Box>
          )}
        </OrderFacts>
      );
    if (!mayManage) return '–';
    return (
      <OrderNumberField
        line={line}
        value={typedOrder(line)}
        error={error}
        onChange={(value) =>
          change(line, {
            order: value,
            ...(SALE_SEQUENCE_PATTERN.test(value.trim()) && { ticked: true }),
          })
        }
        onCancel={changing ? () => change(line, { changing: false, order: undefined }) : undefined}
      />
    );
  };

  const tickCell = (line: BankStatementLine) => {
    const amount = <Amount value={line.amount} negative={!line.credit} />;
    if (!mayManage || !isBookable(line)) return amount;
    return (
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={isTicked(line)}
            onChange={(event) => change(line, { ticked: event.target.checked })}
            slotProps={{
              input: {
                'aria-label': `Book ${formatEuro(line.amount)} from ${line.payer || 'an unknown payer'}`,
              },
            }}
          />
        }
        label={amount}
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
      />
    );
  };

  const layout = isMobile ? 'cards' : isNarrow ? 'narrow' : 'wide';
  const title: DataColumn<BankStatementLine> = {
    key: 'amount',
    label: mayManage && bookable ? 'Book' : 'Amount',
    render: (line) =>
      layout === 'narrow' ? (
        <TwoLines main={tickCell(line)} caption={formatDay(line.booking_date)} />
      ) : (
        tickCell(line)
      ),
  };
  const state: DataColumn<BankStatementLine> = {
    key: 'state',
    label: 'State',
    card: 'inline',
    render: (line) => <ProposalChip proposal={line.proposal} />,
  };
  const date: DataColumn<BankStatementLine> = {
    key: 'date',
    label: 'Booked by the bank',
    render: (line) => <time dateTime={line.booking_date}>{formatDay(line.booking_date)}</time>,
  };
  const payer: DataColumn<BankStatementLine> = {
    key: 'payer',
    label: 'Payer and reference',
    width: layout === 'cards' ? undefined : '40%',
    render: (line) => (
      <TwoLines
        main={line.payer || '–'}
        caption={
          <>
            {line.reference}
            {line.reference && line.payer_iban && <br />}
            {line.payer_iban}
          </>
        }
        wrap
      />
    ),
  };
  const order: DataColumn<BankStatementLine> = {
    key: 'order',
    label: 'Order',
    width: layout === 'cards' ? undefined : '40%',
    render: orderCell,
  };
  const columns = layout === 'narrow' ? [state, payer, order] : [state, date, payer, order];

  return (
    <>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <DataList
        label="Statement lines"
        rows={statement.lines}
        rowKey={(line) => line.id}
        title={title}
        columns={columns}
        inactive={(line) => !line.credit}
      />
      {bookable && (
        <StickyBar>
          <Typography variant="body2" role="status" sx={{ mr: 'auto' }}>
            {ticked.length
              ? `${countOf(ticked.length, ['line', 'lines'])} ticked: ${formatEuro(tickedSum / 100)}`
              : 'Tick the lines to book or to set aside.'}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              onClick={() => void submit('ignore')}
              disabled={!ticked.length || action !== null}
              loading={action === 'ignore'}
            >
              Set aside
            </Button>
            <Button
              variant="contained"
              onClick={() => void submit('book')}
              disabled={!ticked.length || action !== null}
              loading={action === 'book'}
            >
              {ticked.length ? `Book ${countOf(ticked.length, ['line', 'lines'])}` : 'Book'}
            </Button>
          </Stack>
        </StickyBar>
      )}
    </>
  );
}

/**
 * /backoffice/bank-statements/{id}: a statement's account, file and who imported it, and its
 * lines to confirm and book (for those who handle payments; the others read them).
 */
export default function StatementPage() {
  const { statementId } = useParams();
  const id = Number(statementId);
  const valid = Number.isInteger(id) && id > 0;
  const statement = useStatement(id, valid);
  const mayManage = useMayManagePayments();
  const imported = useLocation().state as ImportedState | null;
  const back = { to: ACCOUNTING_PATHS.statements, label: 'All statements' };

  if (!valid || (statement.isError && isHttpError(statement.error, 404)))
    return (
      <>
        <AdminPageHeader title="Bank statement" back={back} />
        <AdminEmptyState title="There is no such bank statement">
          <Button component={RouterLink} to={ACCOUNTING_PATHS.statements}>
            See the statements
          </Button>
        </AdminEmptyState>
      </>
    );
  if (statement.isPending)
    return (
      <>
        <AdminPageHeader title="Bank statement" back={back} />
        <ListSkeleton />
      </>
    );
  if (statement.isError)
    return (
      <>
        <AdminPageHeader title="Bank statement" back={back} />
        <AdminLoadError
          what="The statement"
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      </>
    );

  const data = statement.data;
  return (
    <>
      <AdminPageHeader
        title={`Statement ${nameOf(data)}`}
        back={back}
        subtitle={[
          data.iban,
          `imported ${formatDateTime(data.imported_at)}${data.imported_by ? ` by ${data.imported_by}` : ''}`,
          data.file_name,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      {imported?.earlierLines ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`${countOf(imported.earlierLines, ['line of this file came', 'lines of this file came'])} with an earlier statement: ${imported.earlierLines === 1 ? 'it is' : 'they are'} listed there, not here.`}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 2 }}>
        {`${countOf(data.line_count, ['line', 'lines'])}: ${data.open_count} to book, ${data.booked_count} booked, ${data.ignored_count} set aside, ${countOf(data.debit_count, ['debit', 'debits'])}.`}
      </Typography>
      {data.lines.length ? (
        <StatementLines statement={data} mayManage={mayManage} />
      ) : (
        <AdminEmptyState title="No new lines">
          <Typography>Every line of this file came with an earlier statement.</Typography>
        </AdminEmptyState>
      )}
    </>
  );
}
