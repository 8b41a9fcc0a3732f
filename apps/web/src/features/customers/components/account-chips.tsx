import { Chip, Stack } from '@mui/material';

/** Marks of an account beside its name: reseller, staff, superuser, erased. */
export function AccountChips({
  reseller = false,
  staff = false,
  superuser = false,
  erased = false,
}: {
  reseller?: boolean;
  staff?: boolean;
  superuser?: boolean;
  erased?: boolean;
}) {
  if (!reseller && !staff && !superuser && !erased) return null;
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ display: 'inline-flex' }}>
      {erased && <Chip component="span" size="small" label="Erased" color="default" />}
      {reseller && (
        <Chip component="span" size="small" label="Reseller" color="secondary" variant="outlined" />
      )}
      {superuser ? (
        <Chip component="span" size="small" label="Superuser" color="primary" />
      ) : (
        staff && (
          <Chip component="span" size="small" label="Staff" color="primary" variant="outlined" />
        )
      )}
    </Stack>
  );
}
