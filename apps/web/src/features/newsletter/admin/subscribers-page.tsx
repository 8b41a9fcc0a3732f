import DownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type Subscriber,
} from '@windfamily/contract/newsletter';
import { formatDateTime } from '../../../lib/dates';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { optionsOf, SearchField, SelectFilter } from '../../../components/backoffice/list-filters';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ListPaging } from '../../../components/backoffice/paged-list';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '../api';

const STATUS_COLOURS = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'default',
} as const;

const subscribersText = (count: number) => `${count} subscriber${count === 1 ? '' : 's'}`;

const dateOf = (value: string | null) =>
  value ? <time dateTime={value}>{formatDateTime(value)}</time> : '—';

const emailColumn: DataColumn<Subscriber> = {
  key: 'email',
  label: 'E-mail',
  render: (row) => (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {row.email}
    </Box>
  ),
};

const columns: DataColumn<Subscriber>[] = [
  {
    key: 'status',
    label: 'Status',
    card: 'inline',
    render: (row) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOURS[row.status]}
        label={SUBSCRIBER_STATUS_LABELS[row.status]}
      />
    ),
  },
  { key: 'created', label: 'Signed up', render: (row) => dateOf(row.created) },
  { key: 'confirmed', label: 'Confirmed', render: (row) => dateOf(row.confirmed_at) },
  { key: 'unsubscribed', label: 'Unsubscribed', render: (row) => dateOf(row.unsubscribed_at) },
];

const FILTERS = { search: 'text', status: SUBSCRIBER_STATUSES } as const;

/**
 * /backoffice/newsletter: every address that signed up, newest first, by status and part of
 * the address (kept in the page's address); the confirmed ones export as CSV.
 */
export default function SubscribersPage() {
  const list = useListParams(FILTERS);
  const { filters, page, filtered } = list;
  const subscribers = useSubscribers({ page, ...filters });

  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        subtitle="Addresses that signed up in the footer. Only confirmed ones receive the newsletter."
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={SUBSCRIBERS_CSV_URL}
            download
          >
            Export CSV
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2 }}
        role="search"
        aria-label="Filter subscribers"
      >
        <SearchField
          placeholder="Part of the e-mail address"
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={optionsOf(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS)}
          sx={{ minWidth: { sm: 220 } }}
        />
      </Stack>

      {subscribers.isPending ? (
        <ListSkeleton />
      ) : subscribers.isError ? (
        <AdminLoadError
          what="The subscribers"
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
        />
      ) : subscribers.data.count === 0 ? (
        filtered ? (
          <AdminEmptyState title="No subscribers match">
            <Typography>Try another search or status.</Typography>
            <Button onClick={list.clear}>Clear the filters</Button>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title="No subscribers yet">
            <Typography>
              Addresses appear here as soon as visitors sign up in the footer.
            </Typography>
          </AdminEmptyState>
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {`${subscribersText(subscribers.data.count)}${filtered ? ' found' : ''}`}
          </Typography>
          <Box sx={{ height: 4, mb: 0.5 }}>
            {subscribers.isPlaceholderData && <LinearProgress aria-label="Loading" />}
          </Box>
          <DataList
            label="Subscribers"
            rows={subscribers.data.results}
            rowKey={(row) => row.id}
            title={emailColumn}
            columns={columns}
            inactive={(row) => row.status === 'unsubscribed'}
          />
          <ListPaging data={subscribers.data} page={page} onPage={list.setPage} />
        </>
      )}
    </>
  );
}
