import { Box, Link, Stack, Typography } from '@mui/material';
import type { StaffOrder } from '@windfamily/contract/orders';
import { FormSection } from '../../../components/backoffice/form-section';
import { useAddressLines } from '../../orders';
import { Fact, Facts } from './facts';
import { formatDay } from '../../../lib/dates';

/** `tel:` wants the digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who ordered: the address the order goes to, how to reach them, and their account. */
export function CustomerCard({ order }: { order: StaffOrder }) {
  const { address, account } = order;
  const lines = useAddressLines(address);

  return (
    <FormSection title="Customer">
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
                <span>{account.email}</span>
                <Typography variant="body2" color="text.secondary">
                  {`Account ${account.id}, registered ${formatDay(account.registration_date)}`}
                </Typography>
              </>
            ) : (
              'Visitor (no account)'
            )}
          </Fact>
        </Facts>
      </Stack>
    </FormSection>
  );
}
