import DownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Chip,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatusName,
} from '@windfamily/contract/newsletter';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '../api';

const SEARCH_DELAY_MS = 300;
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

const statusOf = (value: string | null): SubscriberStatusName | '' =>
  SUBSCRIBER_STATUSES.includes(value as SubscriberStatusName)
    ? (value as SubscriberStatusName)
    : '';

/**
 * /backoffice/newsletter: every address that signed up, newest first, by status and part of
 * the address (kept in the page's address); the confirmed ones export as CSV.
 */
export default function SubscribersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const subscribers = useSubscribers({ page, status, search });
  const filtered = Boolean(search || status);

  const [text, setText] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value && !(key === 'page' && value === '1')) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const onSearch = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => update({ search: value.trim(), page: '1' }),
      SEARCH_DELAY_MS,
    );
  };

  const data = subscribers.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

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
        <TextField
          label="Search"
          placeholder="Part of the e-mail address"
          value={text}
          onChange={(event) => onSearch(event.target.value)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { type: 'search', maxLength: 100 },
          }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => update({ status: event.target.value, page: '1' })}
          size="small"
          sx={{ minWidth: { sm: 220 } }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All</MenuItem>
          {SUBSCRIBER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {SUBSCRIBER_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
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
            <Button
              onClick={() => {
                setText('');
                setParams({}, { replace: true });
              }}
            >
              Clear the filters
            </Button>
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
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => update({ page: String(next) })}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </>
  );
}
