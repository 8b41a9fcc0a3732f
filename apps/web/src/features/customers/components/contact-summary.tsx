import { Box, Link, Stack, Typography } from '@mui/material';
import type { Address } from '@windfamily/contract/accounts';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { useAddressLines } from '../../orders';

/** `tel:` wants the digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function AddressBlock({
  address,
  phone,
  email,
}: {
  address: Address;
  phone: string;
  email: string;
}) {
  const lines = useAddressLines({ ...address, phone, email });
  return (
    <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 700 }}>{address.name}</Typography>
      {lines.map((line, index) => (
        <Typography key={index}>{line}</Typography>
      ))}
    </Box>
  );
}

/** How to reach an account, as it stands: address, phone, e-mail and company. */
export function ContactSummary({
  contact,
}: {
  contact: { email: string; phone: string; company: string; address: Address | null };
}) {
  const { email, phone, company, address } = contact;
  return (
    <Stack spacing={2}>
      {address ? (
        <AddressBlock address={address} phone={phone} email={email} />
      ) : (
        <Typography color="text.secondary">No address yet.</Typography>
      )}
      <Facts>
        <Fact label="E-mail">
          <Link href={`mailto:${email}`} underline="hover">
            {email}
          </Link>
        </Fact>
        <Fact label="Phone">
          {phone ? (
            <Link href={telHref(phone)} underline="hover">
              {phone}
            </Link>
          ) : (
            '–'
          )}
        </Fact>
        <Fact label="Company">{company || '–'}</Fact>
      </Facts>
    </Stack>
  );
}
