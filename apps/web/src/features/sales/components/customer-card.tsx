import { Box, Link, Stack, Typography } from '@mui/material';
import { ORDER_CHANNEL_LABELS, TAX_TREATMENT_LABELS } from '@windfamily/contract/order-basics';
import type { OrderPermissions, StaffOrder } from '@windfamily/contract/orders';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../../components/backoffice/form-section';
import { formatDay } from '../../../lib/dates';
import { useAddressLines } from '../../orders';
import { SALES_PATHS } from '../paths';
import { ActionButton } from './action-button';
import { Fact, Facts } from '../../../components/backoffice/facts';

/** `tel:` wants the digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type Rules = OrderPermissions['actions'] | undefined;

/** Who ordered: the address the order goes to, how to reach them, and their account. */
export function CustomerCard({
  order,
  rules,
  onEdit,
}: {
  order: StaffOrder;
  rules: Rules;
  onEdit: () => void;
}) {
  const { address, account } = order;
  const lines = useAddressLines(address);

  return (
    <FormSection
      title="Customer"
      actions={
        <ActionButton rule={rules?.edit_details} variant="outlined" size="small" onClick={onEdit}>
          Edit details
        </ActionButton>
      }
    >
      <Stack spacing={2}>
        <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 700 }}>{address.name}</Typography>
          {lines.map((line, index) => (
            <Typography key={index}>{line}</Typography>
          ))}
        </Box>
        <Facts>
          <Fact label="Phone">
            {address.phone ? (
              <Link href={telHref(address.phone)} underline="hover">
                {address.phone}
              </Link>
            ) : (
              '–'
            )}
          </Fact>
          <Fact label="E-mail">
            <Link href={`mailto:${address.email}`} underline="hover">
              {address.email}
            </Link>
          </Fact>
          <Fact label="Account">
            {account ? (
              <>
                <Link
                  component={RouterLink}
                  to={SALES_PATHS.customer(account.id)}
                  underline="hover"
                >
                  {account.email}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {[
                    account.is_reseller ? 'Reseller' : '',
                    account.company,
                    `Account ${account.id}, registered ${formatDay(account.registration_date)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </>
            ) : (
              'Visitor (no account)'
            )}
          </Fact>
          {order.customer_vat_id && <Fact label="VAT id">{order.customer_vat_id}</Fact>}
        </Facts>
      </Stack>
    </FormSection>
  );
}

/** How the order is delivered and invoiced, where it came from, and the staff's note. */
export function OrderDetailsCard({
  order,
  rules,
  onEdit,
}: {
  order: StaffOrder;
  rules: Rules;
  onEdit: () => void;
}) {
  const billing = order.billing_address;
  const { pricing } = order;
  return (
    <FormSection
      title="Delivery and invoicing"
      actions={
        <ActionButton rule={rules?.edit_details} variant="outlined" size="small" onClick={onEdit}>
          Edit
        </ActionButton>
      }
    >
      <Facts>
        <Fact label="Delivery">{order.delivery_method_name}</Fact>
        <Fact label="Invoice to">
          {billing ? (
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {[
                billing.company,
                billing.name,
                billing.address,
                billing.address2,
                `${billing.zipcode} ${billing.city}`,
                billing.state,
                billing.country.toUpperCase(),
              ]
                .filter(Boolean)
                .map((line, index) => (
                  <span key={index} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
            </Box>
          ) : (
            'The delivery address'
          )}
        </Fact>
        <Fact label="Reference">{order.customer_reference || '–'}</Fact>
        <Fact label="Channel">{ORDER_CHANNEL_LABELS[order.channel]}</Fact>
        <Fact label="Tax">
          {TAX_TREATMENT_LABELS[order.tax_treatment]}
          <Typography variant="body2" color="text.secondary">
            {[
              `${pricing.country.toUpperCase()}, ${pricing.vat_rate} % VAT`,
              pricing.price_list ? `price list ${pricing.price_list}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Fact>
      </Facts>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
        Staff note
      </Typography>
      <Typography
        variant="body2"
        color={order.staff_note ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {order.staff_note || 'No note. Only staff see it.'}
      </Typography>
    </FormSection>
  );
}
