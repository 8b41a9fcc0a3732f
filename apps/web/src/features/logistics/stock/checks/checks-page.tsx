import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { STOCK_CHECK_STATES, type StockCheckList } from '@windfamily/contract/logistics';
import { useId, useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DataList, type DataColumn } from '../../../../components/backoffice/data-list';
import { optionsOf, SelectFilter } from '../../../../components/backoffice/list-filters';
import { PagedList } from '../../../../components/backoffice/paged-list';
import { TwoLines } from '../../../../components/backoffice/two-lines';
import { useListParams } from '../../../../components/backoffice/use-list-params';
import { formatDateTime } from '../../../../lib/dates';
import { applyServerErrors, fieldMapper } from '../../../../components/backoffice/form-errors';
import { FormRootError } from '../../../accounts';
import { useBeginCheck, useChecks, useLocations } from '../api';
import { CHECK_STATE_LABELS, CheckStateChip } from '../components/chips';
import {
  flatLocations,
  locationLabel,
  locationOptions,
  type PlacedLocation,
} from '../components/locations';
import { StockHeader } from '../components/stock-header';
import { STOCK_PATHS } from '../paths';

const FILTERS = { state: STOCK_CHECK_STATES, location: 'text' } as const;

type CheckSummary = StockCheckList['results'][number];

/** The count's place (chosen from the list, held as its id's text) and a note. */
const beginSchema = z.object({
  location_id: z
    .string()
    .min(1, 'Choose the place to count.')
    .transform((id) => Number(id)),
  note: z.string().trim().max(500, 'at most 500 characters'),
});
type BeginValues = z.input<typeof beginSchema>;

/** Begins a count of a real place: a line per variant with units there. */
function BeginDialog({ locations, onClose }: { locations: PlacedLocation[]; onClose: () => void }) {
  const begin = useBeginCheck();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const form = useForm<BeginValues, unknown, z.output<typeof beginSchema>>({
    resolver: zodResolver(beginSchema),
    defaultValues: { location_id: '', note: '' },
  });
  const place = useController({ name: 'location_id', control: form.control });
  const places = locations.filter((one) => !one.virtual);

  const submit = form.handleSubmit(async (values) => {
    try {
      const check = await begin.mutateAsync(values);
      void navigate(STOCK_PATHS.check(check.id));
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<BeginValues>({ fields: ['location_id', 'note'] }),
      );
    }
  });

  return (
    <Dialog
      open
      onClose={begin.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label="Begin a count"
          onSubmit={(event) => void submit(event)}
        >
          <DialogTitle id={titleId}>Begin a count</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>
              A line for each variant the place holds, expecting what the ledger says now.
            </DialogContentText>
            <Stack spacing={2.5} sx={{ pt: 2.5 }}>
              <FormRootError />
              <TextField
                select
                required
                autoFocus
                label="Location"
                name={place.field.name}
                value={place.field.value}
                onChange={place.field.onChange}
                onBlur={place.field.onBlur}
                inputRef={place.field.ref}
                error={place.fieldState.invalid}
                helperText={place.fieldState.error?.message}
              >
                {places.map((location) => (
                  <MenuItem
                    key={location.id}
                    value={String(location.id)}
                    sx={{ pl: 2 + location.depth * 2 }}
                  >
                    {`${locationLabel(location)} (${location.units})`}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Note"
                {...form.register('note')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={begin.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Begin counting
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

/**
 * /backoffice/stock/checks: the counts of a place, newest first; by state and location. A
 * count is begun here and counted, line by line, on its own page.
 */
export default function ChecksPage() {
  const list = useListParams(FILTERS);
  const { filters, page, setFilter } = list;
  const checks = useChecks(page, filters);
  const tree = useLocations();
  const [beginning, setBeginning] = useState(false);
  const locations = flatLocations(tree.data);

  const title: DataColumn<CheckSummary> = {
    key: 'check',
    label: 'Count',
    render: (check) => (
      <TwoLines
        main={`${check.location.code} · ${check.location.name}`}
        caption={[`Check ${check.id}`, check.note].filter(Boolean).join(' · ')}
        wrap
      />
    ),
  };
  const columns: DataColumn<CheckSummary>[] = [
    {
      key: 'state',
      label: 'State',
      card: 'inline',
      render: (check) => <CheckStateChip state={check.state} />,
    },
    {
      key: 'counted',
      label: 'Counted',
      align: 'right',
      render: (check) => `${check.counted} of ${check.lines}`,
    },
    {
      key: 'begun',
      label: 'Begun',
      render: (check) => (
        <TwoLines main={formatDateTime(check.created_at)} caption={check.created_by ?? ''} />
      ),
    },
    {
      key: 'ended',
      label: 'Ended',
      render: (check) =>
        check.applied_at
          ? `Applied ${formatDateTime(check.applied_at)}`
          : check.cancelled_at
            ? `Cancelled ${formatDateTime(check.cancelled_at)}`
            : '–',
    },
  ];

  return (
    <>
      <StockHeader
        tab="checks"
        title="Stock checks"
        subtitle="Counts of a place, line by line: applying one books each difference with the losses."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setBeginning(true)}
            disabled={!tree.isSuccess}
          >
            Begin a count
          </Button>
        }
      />
      <Stack
        role="search"
        aria-label="Filter stock checks"
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <SelectFilter
          label="State"
          value={filters.state}
          options={optionsOf(STOCK_CHECK_STATES, CHECK_STATE_LABELS)}
          onChange={(value) => setFilter('state', value)}
          sx={{ flex: 1, minWidth: { sm: 140 }, maxWidth: { sm: 180 } }}
        />
        <SelectFilter
          label="Location"
          value={filters.location}
          emptyLabel="Every location"
          options={locationOptions(locations.filter((one) => !one.virtual))}
          onChange={(value) => setFilter('location', value)}
          sx={{ flex: 1, minWidth: { sm: 180 }, maxWidth: { sm: 260 } }}
        />
      </Stack>
      <PagedList
        query={checks}
        noun={['stock check', 'stock checks']}
        list={list}
        empty={{
          title: 'No stock checks yet',
          text: 'Begin a count of a shelf or of the warehouse: the ledger learns what is really there.',
        }}
      >
        {(rows) => (
          <DataList
            label="Stock checks"
            rows={rows}
            rowKey={(check) => check.id}
            title={title}
            columns={columns}
            href={(check) => STOCK_PATHS.check(check.id)}
            rowClick
            inactive={(check) => check.state === 'cancelled'}
          />
        )}
      </PagedList>
      {beginning && <BeginDialog locations={locations} onClose={() => setBeginning(false)} />}
    </>
  );
}
