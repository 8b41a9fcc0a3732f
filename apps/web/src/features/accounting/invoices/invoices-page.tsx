import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  TAX_TREATMENT_LABELS,
} from '@windfamily/contract/order-basics';
import type { InvoiceListItem } from '@windfamily/contract/invoices';
import { formatEuro } from '@windfamily/contract/money';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf } from '../../../components/backoffice/list-filters';
import { PagedList } from '../../../components/backoffice/paged-list';
import { TwoLines } from '../../../components/backoffice/two-lines';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { formatDay } from '../../../lib/dates';
import { ACCOUNTING_API, useInvoices, withQuery } from '../api';
import { OrderLink } from '../components/cells';
import { Amount, InvoiceKindChip } from '../components/chips';
import { CsvButton } from '../components/csv-button';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../components/list-filters';

const FILTERS = {
  search: 'text',
  kind: INVOICE_KINDS,
  date_from: 'date',
  date_to: 'date',
} as const;

const isCredit = (invoice: InvoiceListItem) => invoice.kind === 'credit_note';

/** A credit note's amounts go the other way: shown negative, as the CSV has them. */
const money = (value: (invoice: InvoiceListItem) => string) =>
  function InvoiceAmount(invoice: InvoiceListItem) {
    return <Amount value={value(invoice)} negative={isCredit(invoice)} />;
  };

/**
 * The number; a credit note says so, with the invoice it corrects. In the narrower table the
 * day it was issued goes under it.
 */
const numberColumn = (withDate: boolean): DataColumn<InvoiceListItem> => ({
  key: 'number',
  label: 'Number',
  render: (invoice) => (
    <TwoLines
      main={<Box sx={{ fontVariantNumeric: 'tabular-nums' }}>{invoice.number}</Box>}
      caption={[
        invoice.corrects ? `Credit note for ${invoice.corrects}` : '',
        withDate ? formatDay(invoice.date) : '',
      ]
        .filter(Boolean)
        .join(' · ')}
    />
  ),
});

/** The columns: each on its own on wide screens; fewer and combined below 1536 px and on phones. */
function invoiceColumns(layout: 'wide' | 'narrow' | 'cards'): DataColumn<InvoiceListItem>[] {
  // On phones the kind is a chip under the number; in the tables the number says it.
  const kind: DataColumn<InvoiceListItem> = {
    key: 'kind',
    label: 'Kind',
    card: 'inline',
    render: (invoice) => <InvoiceKindChip kind={invoice.kind} />,
  };
  const date: DataColumn<InvoiceListItem> = {
    key: 'date',
    label: 'Date',
    render: (invoice) => <time dateTime={invoice.date}>{formatDay(invoice.date)}</time>,
  };
  const order: DataColumn<InvoiceListItem> = {
    key: 'order',
    label: 'Order',
    render: (invoice) => <OrderLink saleSequence={invoice.order} />,
  };
  const customer: DataColumn<InvoiceListItem> = {
    key: 'customer',
    label: 'Customer',
    width: layout === 'cards' ? undefined : '100%',
    render: (invoice) => (
      <TwoLines
        main={invoice.customer}
        caption={[
          invoice.email,
          layout === 'wide' ? '' : invoice.country.toUpperCase(),
          invoice.vat_id,
        ]
          .filter(Boolean)
          .join(' · ')}
        wrap
      />
    ),
  };
  const total: DataColumn<InvoiceListItem> = {
    key: 'total',
    label: 'Total',
    align: 'right',
    render:
      layout === 'wide'
        ? money((invoice) => invoice.total)
        : (invoice) => (
            <TwoLines
              main={<Amount value={invoice.total} negative={isCredit(invoice)} />}
              caption={vatLine(invoice)}
            />
          ),
  };
  if (layout === 'cards') return [kind, date, order, customer, total];
  if (layout === 'narrow') return [order, customer, total];
  return [
    date,
    order,
    customer,
    {
      key: 'tax',
      label: 'Country, tax',
      render: (invoice) => (
        <TwoLines
          main={invoice.country.toUpperCase()}
          caption={TAX_TREATMENT_LABELS[invoice.tax_treatment]}
        />
      ),
    },
    { key: 'net', label: 'Net', align: 'right', render: money((invoice) => invoice.net) },
    { key: 'vat', label: 'VAT', align: 'right', render: money((invoice) => invoice.vat) },
    total,
  ];
}

/** "VAT 715 €", or why there is none: "No VAT: Reverse charge". */
const vatLine = (invoice: InvoiceListItem) =>
  invoice.vat === '0.00'
    ? `No VAT: ${TAX_TREATMENT_LABELS[invoice.tax_treatment]}`
    : `VAT ${formatEuro(isCredit(invoice) ? `-${invoice.vat}` : invoice.vat)}`;

/** The invoice's two files: the PDF (with the e-invoice inside) and the e-invoice alone. */
function Downloads({ invoice }: { invoice: InvoiceListItem }) {
  const what = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;
  return (
    <>
      <Button size="small" component="a" href={invoice.pdf} download aria-label={`PDF of ${what}`}>
        PDF
      </Button>
      <Button
        size="small"
        component="a"
        href={invoice.xml}
        download
        aria-label={`XML e-invoice of ${what}`}
      >
        XML
      </Button>
    </>
  );
}

/**
 * /backoffice/invoices: every invoice and credit note, newest first, a page at a time; found
 * by number, order, customer or e-mail, by kind and date; the filtered list as CSV; each
 * one's PDF and e-invoice, and its order.
 */
export default function InvoicesPage() {
  const list = useListParams(FILTERS);
  const { filters, page, text, setText, setFilter } = list;
  const invoices = useInvoices(page, filters);
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const layout = isMobile ? 'cards' : isNarrow ? 'narrow' : 'wide';

  return (
    <>
      <AdminPageHeader
        title="Invoices"
        subtitle="Every invoice and credit note, newest first."
        actions={<CsvButton href={withQuery(ACCOUNTING_API.invoicesCsv, filters)} />}
      />
      <FilterBar
        label="Filter invoices"
        moreSet={Object.entries(filters).filter(([key, value]) => key !== 'search' && value).length}
        main={
          <TextFilter
            search
            label="Search"
            placeholder="Number, order, name or e-mail"
            value={text('search')}
            onChange={(value) => setText('search', value)}
          />
        }
        more={
          <>
            <SelectFilter
              label="Kind"
              value={filters.kind}
              options={optionsOf(INVOICE_KINDS, INVOICE_KIND_LABELS)}
              onChange={(value) => setFilter('kind', value)}
            />
            <DateFilter
              label="Issued from"
              value={filters.date_from}
              onChange={(value) => setFilter('date_from', value)}
            />
            <DateFilter
              label="Issued until"
              value={filters.date_to}
              onChange={(value) => setFilter('date_to', value)}
            />
          </>
        }
      />
      <PagedList
        query={invoices}
        noun={['invoice or credit note', 'invoices and credit notes']}
        list={list}
        empty={{
          title: 'No invoices yet',
          text: 'An invoice appears here as soon as an order is invoiced.',
        }}
      >
        {(rows) => (
          <DataList
            label="Invoices"
            rows={rows}
            rowKey={(invoice) => invoice.id}
            title={numberColumn(layout === 'narrow')}
            columns={invoiceColumns(layout)}
            actions={(invoice) => <Downloads invoice={invoice} />}
          />
        )}
      </PagedList>
    </>
  );
}
