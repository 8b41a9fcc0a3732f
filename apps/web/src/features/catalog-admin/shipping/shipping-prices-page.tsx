import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Card,
  CardContent,
  InputAdornment,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ShipmentPrices } from '@windfamily/contract/pricing';
import { SHIPPING_BOXES } from '@windfamily/contract/pricing';
import { FormProvider, useController, useForm, useFormContext } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormRootError, errorMessage } from '../../accounts';
import { useSaveShipmentPrices, useShipmentPrices } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { applyServerErrors } from '../../../components/backoffice/form-errors';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { SaveBar } from '../../../components/backoffice/save-bar';
import { UnsavedChangesGuard } from '../../../components/backoffice/unsaved-changes';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import {
  BOX_LABELS,
  ratesToSend,
  shippingCells,
  shippingFormSchema,
  type ShippingFormInput,
} from './shipping-grid';

/** One price of the grid; empty: not offered. */
function PriceCell({
  name,
  label,
  visibleLabel,
}: {
  name: string;
  label: string;
  visibleLabel?: string;
}) {
  const { control } = useFormContext<ShippingFormInput>();
  const { field, fieldState } = useController({ control, name: name as `cells.${string}` });
  return (
    <TextField
      size="small"
      label={visibleLabel}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      placeholder="–"
      sx={{ minWidth: 96 }}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        formHelperText: { sx: { mx: 0, maxWidth: 150 } },
      }}
    />
  );
}

const zoneNote = (countries: string[]) =>
  countries.length === 0
    ? 'All other countries'
    : `${countries.length} ${countries.length === 1 ? 'country' : 'countries'}`;

function ShippingGrid({ prices }: { prices: ShipmentPrices }) {
  const isMobile = useIsMobile();

  if (isMobile)
    return (
      <Stack spacing={2}>
        {prices.zones.map((zone) => (
          <Card key={zone.code} variant="outlined" component="section" aria-label={zone.name}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                {zone.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {zoneNote(zone.countries)}
              </Typography>
              <Stack spacing={2}>
                {prices.methods.map((method) => (
                  <Box key={method.code} role="group" aria-label={`${zone.name}: ${method.name}`}>
                    <Typography sx={{ fontWeight: 600, mb: 1 }}>{method.name}</Typography>
                    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                      {SHIPPING_BOXES.map((box) => (
                        <PriceCell
                          key={box}
                          name={`cells.${zone.code}.${method.code}.${box}`}
                          label={`${zone.name}, ${method.name}, ${BOX_LABELS[box]}`}
                          visibleLabel={BOX_LABELS[box]}
                        />
                      ))}
                    </Box>
                  </Box>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Shipping prices (net)">
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} sx={{ fontWeight: 700, verticalAlign: 'bottom' }}>
              Zone
            </TableCell>
            {prices.methods.map((method) => (
              <TableCell
                key={method.code}
                colSpan={SHIPPING_BOXES.length}
                align="center"
                sx={{ fontWeight: 700, borderLeft: 1, borderLeftColor: 'divider' }}
              >
                {method.name}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {prices.methods.map((method) =>
              SHIPPING_BOXES.map((box, index) => (
                <TableCell
                  key={`${method.code}-${box}`}
                  sx={{
                    color: 'text.secondary',
                    ...(index === 0 && { borderLeft: 1, borderLeftColor: 'divider' }),
                  }}
                >
                  {BOX_LABELS[box]}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.zones.map((zone) => (
            <TableRow key={zone.code}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', pt: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{zone.name}</Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  title={zone.countries.map((code) => code.toUpperCase()).join(', ')}
                >
                  {zoneNote(zone.countries)}
                </Typography>
              </TableCell>
              {prices.methods.map((method) =>
                SHIPPING_BOXES.map((box, index) => (
                  <TableCell
                    key={`${method.code}-${box}`}
                    sx={{
                      verticalAlign: 'top',
                      ...(index === 0 && { borderLeft: 1, borderLeftColor: 'divider' }),
                    }}
                  >
                    <PriceCell
                      name={`cells.${zone.code}.${method.code}.${box}`}
                      label={`${zone.name}, ${method.name}, ${BOX_LABELS[box]}`}
                    />
                  </TableCell>
                )),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ShippingPricesForm({ prices }: { prices: ShipmentPrices }) {
  const save = useSaveShipmentPrices();
  const form = useForm<ShippingFormInput>({
    resolver: zodResolver(shippingFormSchema(prices)),
    mode: 'onTouched',
    defaultValues: { cells: shippingCells(prices) },
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ cells }) => {
    const rates = ratesToSend(cells, prices);
    try {
      const saved = await save.mutateAsync({ rates });
      form.reset({ cells: shippingCells(saved) });
      toast.success('Shipping prices saved.');
    } catch (error) {
      toast.error(errorMessage(error));
      // `rates.3.net_price`: the fourth cell sent.
      applyServerErrors(error, form.setError, (path) => {
        const match = /^rates\.(\d+)/.exec(path);
        const rate = match ? rates[Number(match[1])] : undefined;
        return rate ? `cells.${rate.zone}.${rate.method}.${rate.box}` : undefined;
      });
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard isDirty={() => form.formState.isDirty} />
      <Box component="form" noValidate onSubmit={submit} aria-label="Shipping prices">
        <Stack spacing={2}>
          <FormRootError />
          <ShippingGrid prices={prices} />
        </Stack>
        <SaveBar dirty={isDirty} saving={isSubmitting} label="Save prices" />
      </Box>
    </FormProvider>
  );
}

/** /backoffice/shipping: net shipping prices per zone, delivery method and box, saved at once. */
export default function ShippingPricesPage() {
  const prices = useShipmentPrices();
  return (
    <>
      <AdminPageHeader
        title="Shipping prices"
        subtitle="Net prices per zone, delivery method and box; VAT of the destination comes on top. A cart with a wing ships in the wing box."
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        An empty field means the method is not offered there: empty a price to stop offering it; 0
        makes it free.
      </Alert>
      {prices.isPending ? (
        <FormSkeleton cards={1} />
      ) : prices.isError ? (
        <AdminLoadError
          what="The shipping prices"
          error={prices.error}
          onRetry={() => void prices.refetch()}
        />
      ) : (
        <ShippingPricesForm key={prices.dataUpdatedAt} prices={prices.data} />
      )}
    </>
  );
}
