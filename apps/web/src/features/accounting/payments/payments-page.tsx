import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@windfamily/contract/order-basics';
import type { PaymentListEntry } from '@windfamily/contract/payments';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDateTime, formatDay, formatTime } from '../../../lib/dates';
import { ACCOUNTING_API, useMayManagePayments, usePayments, withQuery } from '../api';
import { OrderLink } from '../components/cells';
import { Amount, PaymentStatusChip } from '../components/chips';
import { CsvButton } from '../components/csv-button';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../components/list-filters';
import { RecordTransferDialog } from './record-transfer-dialog';
import { MarkSentDialog, SendAgainDialog } from './refund-dialogs';

const FILTERS = {
  search: 'text',
  method: PAYMENT_METHODS,
  kind: PAYMENT_KINDS,
  status: PAYMENT_STATUSES,
  date_from: 'date',
  date_to: 'date',
} as const;

/** The day the money moved (or, while it has not, the day the entry was made). */
const dayOf = (entry: PaymentListEntry) => entry.paid_date ?? entry.date;

/** Money going out (a refund, the payment service's fee) is shown negative. */
const amountOf = (entry: PaymentListEntry) => (
  <Amount value={entry.amount} negative={entry.kind !== 'payment'} />
);

/** What a pending refund still needs from staff, if anything. */
function pendingAction(entry: PaymentListEntry): 'sent' | 'send' | null {
  if (entry.kind !== 'refund' || entry.status !== 'pending') return null;
  if (entry.method === 'bank_transfer') return 'sent';
  return entry.provider_ref === null ? 'send' : null;
}

/** The order, first; where there is no column of its own, with its customer's name. */
const orderColumn = (withName: boolean): DataColumn<PaymentListEntry> => ({
  key: 'order',
  label: 'Order',
  render: (entry) => (
    <TwoLines
      main={<OrderLink saleSequence={entry.order.sale_sequence} />}
      caption={withName ? entry.order.name : ''}
    />
  ),
});

/** The columns: each on its own from 1536 px; the customer and who recorded it go on narrower tables. */
function paymentColumns(layout: 'wide' | 'narrow' | 'cards'): DataColumn<PaymentListEntry>[] {
  const date: DataColumn<PaymentListEntry> = {
    key: 'date',
    label: 'Date',
    render: (entry) =>
      layout === 'cards' ? (
        <time dateTime={dayOf(entry)}>{formatDateTime(dayOf(entry))}</time>
      ) : (
        <TwoLines
          main={<time dateTime={dayOf(entry)}>{formatDay(dayOf(entry))}</time>}
          caption={formatTime(dayOf(entry))}
        />
      ),
  };
  const customer: DataColumn<PaymentListEntry> = {
    key: 'customer',
    label: 'Customer',
    render: (entry) => <TwoLines main={entry.order.name} caption={entry.order.email} wrap />,
  };
  const kind: DataColumn<PaymentListEntry> = {
    key: 'kind',
    label: 'Kind',
    render: (entry) => (
      <TwoLines
        main={PAYMENT_KIND_LABELS[entry.kind]}
        caption={PAYMENT_METHOD_LABELS[entry.method]}
      />
    ),
  };
  const status: DataColumn<PaymentListEntry> = {
    key: 'status',
    label: 'Status',
    card: 'inline',
    render: (entry) => <PaymentStatusChip status={entry.status} />,
  };
  const amount: DataColumn<PaymentListEntry> = {
    key: 'amount',
    label: 'Amount',
    align: 'right',
    render: amountOf,
  };
  const reference: DataColumn<PaymentListEntry> = {
    key: 'reference',
    label: 'Reference',
    width: layout === 'cards' ? undefined : '100%',
    render: (entry) => (
      <TwoLines
        main={entry.reference || entry.provider_ref || '–'}
        caption={[entry.payer, entry.note].filter(Boolean).join(' · ')}
        wrap
      />
    ),
  };
  const recordedBy: DataColumn<PaymentListEntry> = {
    key: 'recorded_by',
    label: 'Recorded by',
    render: (entry) => entry.recorded_by ?? 'The shop',
  };
  if (layout === 'cards')
    return [
      status,
      {
        ...kind,
        render: (entry) =>
          `${PAYMENT_KIND_LABELS[entry.kind]} · ${PAYMENT_METHOD_LABELS[entry.method]}`,
      },
      amount,
      date,
      reference,
      recordedBy,
    ];
  if (layout === 'narrow') return [date, kind, amount, status, reference];
  return [date, customer, kind, amount, status, reference, recordedBy];
}

type Dialog =
  | { kind: 'record' }
  | { kind: 'sent'; refund: PaymentListEntry }
  | { kind: 'send'; refund: PaymentListEntry };

/**
 * /backoffice/payments: every payment, refund and fee with its order, by the day the money
 * moved, a page at a time; filtered by method, kind, status and date, found by order, payer
 * or reference; the filtered list as CSV. Those who handle payments record bank transfers
 * and finish pending refunds here.
 */
export default function PaymentsPage() {
  const list = useListParams(FILTERS);
  const { filters, page, text, setText, setFilter } = list;
  const payments = usePayments(page, filters);
  const mayManage = useMayManagePayments();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const layout = isMobile ? 'cards' : isNarrow ? 'narrow' : 'wide';
  const close = () => setDialog(null);

  const actions = (entry: PaymentListEntry) => {
    const action = mayManage ? pendingAction(entry) : null;
    if (!action) return null;
    const what = `refund of ${entry.order.sale_sequence}`;
    return action === 'sent' ? (
      <Button
        size="small"
        variant="outlined"
        onClick={() => setDialog({ kind: 'sent', refund: entry })}
        aria-label={`Mark as sent: ${what}`}
      >
        Mark as sent
      </Button>
    ) : (
      <Button
        size="small"
        variant="outlined"
        onClick={() => setDialog({ kind: 'send', refund: entry })}
        aria-label={`Send again: ${what}`}
      >
        Send again
      </Button>
    );
  };

  return (
    <>
      <AdminPageHeader
        title="Payments"
        subtitle="Every payment, refund and fee with its order, by the day the money moved."
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayManage && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'record' })}
              >
                Record a bank transfer
              </Button>
            )}
            <CsvButton href={withQuery(ACCOUNTING_API.paymentsCsv, filters)} />
          </Stack>
        }
      />
      <FilterBar
        label="Filter payments"
        moreSet={Object.entries(filters).filter(([key, value]) => key !== 'search' && value).length}
        main={
          <TextFilter
            search
            label="Search"
            placeholder="Order, payer or reference"
            value={text('search')}
            onChange={(value) => setText('search', value)}
          />
        }
        more={
          <>
            <SelectFilter
              label="Kind"
              value={filters.kind}
              options={optionsOf(PAYMENT_KINDS, PAYMENT_KIND_LABELS)}
              onChange={(value) => setFilter('kind', value)}
            />
            <SelectFilter
              label="Method"
              value={filters.method}
              options={optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
              onChange={(value) => setFilter('method', value)}
            />
            <SelectFilter
              label="Status"
              value={filters.status}
              options={optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)}
              onChange={(value) => setFilter('status', value)}
            />
            <DateFilter
              label="From"
              value={filters.date_from}
              onChange={(value) => setFilter('date_from', value)}
            />
            <DateFilter
              label="Until"
              value={filters.date_to}
              onChange={(value) => setFilter('date_to', value)}
            />
          </>
        }
      />
      <PagedList
        query={payments}
        noun={['payment', 'payments']}
        list={list}
        empty={{
          title: 'No payments yet',
          text: 'Card payments appear here as customers pay; bank transfers once they are recorded or booked from a statement.',
        }}
      >
        {(rows) => (
          <DataList
            label="Payments"
            rows={rows}
            rowKey={(entry) => entry.id}
            title={orderColumn(layout !== 'wide')}
            columns={paymentColumns(layout)}
            inactive={(entry) => entry.status === 'expired' || entry.status === 'failed'}
            actions={mayManage ? actions : undefined}
          />
        )}
      </PagedList>
      {dialog?.kind === 'record' && <RecordTransferDialog onClose={close} />}
      {dialog?.kind === 'sent' && <MarkSentDialog refund={dialog.refund} onClose={close} />}
      {dialog?.kind === 'send' && <SendAgainDialog refund={dialog.refund} onClose={close} />}
    </>
  );
}
