import { Typography, type SxProps, type Theme } from '@mui/material';
import { formatDate, parseApiDate } from '../../../lib/dates';

/** A post's date as "22 November 2026", machine-readable in its <time> element. */
export function PostDate({ iso, sx }: { iso: string; sx?: SxProps<Theme> }) {
  return (
    <Typography
      component="time"
      dateTime={iso}
      variant="body2"
      color="text.secondary"
      sx={{ display: 'block', ...sx }}
    >
      {formatDate(parseApiDate(iso))}
    </Typography>
  );
}
