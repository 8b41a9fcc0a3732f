import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { formatEuro, moneyToCents } from '@windfamily/contract/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@windfamily/contract/order-basics';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS } from '@windfamily/contract/pricing';
import {
  rentalAllows,
  rentalOrderPayloadSchema,
  type Rental,
  type RentalOrderResult,
} from '@windfamily/contract/rentals';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormSelectField } from '../../../components/backoffice/select-field';
import { errorMessage, FormRootError } from '../../accounts';
import { OrderDialog } from '../../sales/components/order-dialog';
import { useRentalOrder, useSaleQuote } from './api';
import { DEMO_FLEET_PATHS } from './paths';

type OrderValues = z.input<typeof rentalOrderPayloadSchema>;
type OrderPayload = z.output<typeof rentalOrderPayloadSchema>;
type Kind = OrderPayload['kind'];

/** What may be ordered for the rental now: its fee (once, when it has one), the wing (once, while out). */
export function orderKinds(rental: Rental): Kind[] {
  const kinds: Kind[] = [];
  if (rentalAllows(rental.state, 'feeOrder') && !rental.fee_order && moneyToCents(rental.fee) > 0)
    kinds.push('fee');
  if (rentalAllows(rental.state, 'saleOrder') && !rental.sale_order) kinds.push('sale');
  return kinds;
}

const KIND_LABELS: Record<Kind, string> = {
  fee: 'The rental fee',
  sale: 'The wing: the pilot keeps it',
};

const validHours = (hours: unknown): hours is number =>
  typeof hours === 'number' && hours >= 0 && hours <= 2000 && Number.isInteger(hours * 10);

/** The sale's price as the server gives it for the hours typed, before anything is ordered. */
function SalePrice({ rental, hours }: { rental: Rental; hours: unknown }) {
  const quote = useSaleQuote(rental.id, validHours(hours) ? hours : 0, validHours(hours));
  if (!validHours(hours))
    return (
      <Typography variant="body2" color="text.secondary">
        The price shows once the hours are filled in.
      </Typography>
    );
  if (quote.isPending)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        Working out the price…
      </Typography>
    );
  if (quote.isError)
    return <Alert severity="error">{`No price: ${errorMessage(quote.error)}`}</Alert>;
  const { data } = quote;
  return (
    <Box role="status" aria-label="Price of the wing" sx={{ opacity: quote.isFetching ? 0.6 : 1 }}>
      <Facts>
        <Fact label="Pilot's price">{`${formatEuro(data.list_price)} net`}</Fact>
        <Fact label="Hours flown">{`${data.hours} h in all`}</Fact>
        <Fact label="Off">
          {`${data.discount_percent} % (${data.rule.percent_per_10_hours} % per 10 hours, at most ${data.rule.max_percent} %)`}
        </Fact>
        <Fact label="Price">
          <strong>{`${formatEuro(data.price)} net`}</strong>
        </Fact>
      </Facts>
    </Box>
  );
}

/** The order just placed, and the way to it in Sales. */
function Placed({ result }: { result: RentalOrderResult }) {
  return (
    <Stack spacing={1}>
      <Alert severity="success">
        {`Order ${result.sale_sequence} is placed for ${result.rental.pilot.name}: ${formatEuro(result.total)} in all. The confirmation is mailed to them.`}
      </Alert>
      <Link component={RouterLink} to={DEMO_FLEET_PATHS.order(result.sale_sequence)}>
        {`Open order ${result.sale_sequence} in Sales`}
      </Link>
    </Stack>
  );
}

/**
 * An order for the pilot (`POST {id}/create_order/`): the rental's fee, or the demo wing itself
 * at the pilot's price less the hours rule (shown before it is confirmed; selling closes the
 * rental). Then the link to the order.
 */
export function CreateOrderDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const kinds = orderKinds(rental);
  const order = useRentalOrder(rental.id);
  const [placed, setPlaced] = useState<RentalOrderResult | null>(null);
  const form = useForm<OrderValues, unknown, OrderPayload>({
    resolver: zodResolver(rentalOrderPayloadSchema),
    mode: 'onTouched',
    defaultValues: {
      kind: kinds[0] ?? 'fee',
      delivery_method: 'pickup',
      payment_method: 'bank_transfer',
      hours_flown: 0,
    },
  });
  const [kind, hours] = useWatch({ control: form.control, name: ['kind', 'hours_flown'] });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await order.mutateAsync(
        values.kind === 'sale' ? values : { ...values, hours_flown: 0 },
      );
      toast.success(`Order ${result.sale_sequence} is placed.`);
      setPlaced(result);
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<OrderValues>({
          fields: ['kind', 'delivery_method', 'payment_method', 'hours_flown'],
        }),
      );
    }
  });
  if (placed)
    return (
      <OrderDialog title="Order placed" onClose={onClose} busy={false}>
        <Placed result={placed} />
      </OrderDialog>
    );
  return (
    <OrderDialog
      title={`Order for ${rental.pilot.name}`}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      onSubmit={kinds.length ? (event) => void submit(event) : undefined}
      submitLabel={kind === 'sale' ? 'Sell the wing' : 'Order the fee'}
    >
      <FormProvider {...form}>
        {kinds.length === 0 ? (
          <Typography>
            Nothing to order: the fee is ordered or there is none, and the wing is sold only while
            it is out with the pilot.
          </Typography>
        ) : (
          <Stack spacing={2}>
            <FormRootError />
            <FormSelectField
              name="kind"
              label="What to order"
              options={kinds.map((one) => ({ value: one, label: KIND_LABELS[one] }))}
            />
            {kind === 'fee' ? (
              <Typography>{`One line of ${rental.unit.model} ${rental.unit.size} at the fee, ${formatEuro(rental.fee)} net.`}</Typography>
            ) : (
              <>
                <FormNumberField
                  name="hours_flown"
                  label="Hours flown during this rental"
                  unit="h"
                  decimal
                  required
                  helperText={`They add to the ${rental.unit.hours_flown} h the wing had flown.`}
                />
                <SalePrice rental={rental} hours={hours} />
              </>
            )}
            <FormSelectField
              name="delivery_method"
              label="Delivery"
              options={DELIVERY_METHODS.map((method) => ({
                value: method,
                label: DELIVERY_METHOD_LABELS[method],
              }))}
            />
            <FormSelectField
              name="payment_method"
              label="Payment"
              options={PAYMENT_METHODS.map((method) => ({
                value: method,
                label: PAYMENT_METHOD_LABELS[method],
              }))}
            />
          </Stack>
        )}
      </FormProvider>
    </OrderDialog>
  );
}
