import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import HandymanIcon from '@mui/icons-material/Handyman';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { Availability } from '@windfamily/contract/catalog';
import { availabilityText } from './availability';

const LOOKS = {
  in_stock: { Icon: CheckCircleIcon, color: 'success.dark' },
  made_to_order: { Icon: HandymanIcon, color: 'primary.main' },
  sold_out: { Icon: DoNotDisturbOnIcon, color: 'error.dark' },
  unavailable: { Icon: DoNotDisturbOnIcon, color: 'text.secondary' },
} as const;

/** "In stock (3 left)", "Made to order: ships in 6 weeks", "Sold out" with a matching icon. */
export function AvailabilityLabel({
  availability,
  sx,
}: {
  availability: Availability;
  sx?: SxProps<Theme>;
}) {
  const { Icon, color } = LOOKS[availability.status];
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color, fontWeight: 600, ...sx }}
      data-status={availability.status}
    >
      <Icon fontSize="small" aria-hidden="true" />
      <span>{availabilityText(availability)}</span>
    </Box>
  );
}
