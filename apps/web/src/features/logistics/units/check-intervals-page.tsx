import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import {
  type CheckInterval,
  checkIntervalPayloadSchema,
  DEFAULT_CHECK_INTERVAL,
} from '@windfamily/contract/production';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { SearchField } from '../../../components/backoffice/list-filters';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { PagedList } from '../../../components/backoffice/paged-list';
import { useListParams } from '../../../components/backoffice/use-list-params';
import { FormRootError } from '../../accounts';
import { useCheckIntervals, useResetCheckInterval, useSetCheckInterval } from '../production/api';

const FILTERS = { search: 'text' } as const;
const DEFAULT_TEXT = `${DEFAULT_CHECK_INTERVAL.months} months or ${DEFAULT_CHECK_INTERVAL.hours} hours`;

/** The form holds numbers, or null while a field is empty. */
const formSchema = z.object({
  months: checkIntervalPayloadSchema.shape.months
    .nullable()
    .refine((value) => value !== null, 'this field is required'),
  hours: checkIntervalPayloadSchema.shape.hours
    .nullable()
    .refine((value) => value !== null, 'this field is required'),
});
type FormValues = z.input<typeof formSchema>;

/** Sets one model's interval: every so many months or hours flown, whichever comes first. */
function IntervalDialog({ model, onClose }: { model: CheckInterval; onClose: () => void }) {
  const save = useSetCheckInterval();
  const reset = useResetCheckInterval();
  const titleId = useId();
  const textId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { months: model.months, hours: model.hours },
  });
  const submit = form.handleSubmit(async ({ months, hours }) => {
    if (months === null || hours === null) return;
    try {
      await save.mutateAsync({ productId: model.product_id, months, hours });
      toast.success(`${model.model} is checked every ${months} months or ${hours} hours.`);
      onClose();
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<FormValues>({ fields: ['months', 'hours'] }),
      );
    }
  });
  const backToDefault = async () => {
    try {
      await reset.mutateAsync(model.product_id);
      toast.success(`${model.model} is checked every ${DEFAULT_TEXT} again.`);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, fieldMapper<FormValues>({}));
    }
  };
  const busy = form.formState.isSubmitting || reset.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={`Check interval of ${model.model}`}
          onSubmit={(event) => void submit(event)}
        >
          <DialogTitle id={titleId}>Check interval of {model.model}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              A wing of this model is due for its check after so many months or so many hours flown
              since the last one, whichever comes first.
            </DialogContentText>
            <Stack spacing={2}>
              <FormRootError />
              <FormNumberField name="months" label="Months" required unit="months" autoFocus />
              <FormNumberField name="hours" label="Hours flown" required unit="hours" />
            </Stack>
          </DialogContent>
          <DialogActions>
            {!model.is_default && (
              <Button
                onClick={() => void backToDefault()}
                disabled={busy}
                loading={reset.isPending}
                sx={{ mr: 'auto' }}
              >
                Use the default
              </Button>
            )}
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              Save
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

const title: DataColumn<CheckInterval> = {
  key: 'model',
  label: 'Model',
  render: (row) => row.model,
};
const columns: DataColumn<CheckInterval>[] = [
  { key: 'months', label: 'Months', render: (row) => `${row.months} months` },
  { key: 'hours', label: 'Hours flown', render: (row) => `${row.hours} hours` },
  {
    key: 'own',
    label: 'Set',
    card: 'inline',
    render: (row) => (
      <Chip
        size="small"
        variant="outlined"
        label={row.is_default ? 'Default' : 'Its own'}
        color={row.is_default ? 'default' : 'primary'}
      />
    ),
  },
];

/** /backoffice/units/check-intervals: each wing model's check interval, and setting it. */
export default function CheckIntervalsPage() {
  const list = useListParams(FILTERS);
  const { filters, page } = list;
  const intervals = useCheckIntervals({ page, ...filters });
  const [editing, setEditing] = useState<CheckInterval | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Check intervals"
        subtitle={`When each wing model is due for its check; without its own, ${DEFAULT_TEXT}.`}
        back={{ to: '/backoffice/units', label: 'Units' }}
      />
      <Box role="search" aria-label="Filter models" sx={{ mb: 2 }}>
        <SearchField
          placeholder="Model"
          value={list.text('search')}
          onChange={(value) => list.setText('search', value)}
          sx={{ maxWidth: { sm: 360 } }}
        />
      </Box>
      <PagedList
        query={intervals}
        noun={['model', 'models']}
        list={list}
        empty={{ title: 'No wing models', text: 'Models of the Wings category are listed here.' }}
      >
        {(rows) => (
          <DataList
            label="Check intervals"
            rows={rows}
            rowKey={(row) => row.product_id}
            title={title}
            columns={columns}
            actions={(row) => (
              <Button
                size="small"
                onClick={() => setEditing(row)}
                aria-label={`Set the check interval of ${row.model}`}
              >
                Set…
              </Button>
            )}
          />
        )}
      </PagedList>
      {editing && <IntervalDialog model={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
