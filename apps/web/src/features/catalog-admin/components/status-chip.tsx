import { Chip } from '@mui/material';

/** Whether a thing is switched on in the shop. */
export function ActiveChip({ active }: { active: boolean }) {
  return active ? (
    <Chip label="Active" color="success" size="small" variant="outlined" />
  ) : (
    <Chip label="Inactive" size="small" variant="outlined" />
  );
}
