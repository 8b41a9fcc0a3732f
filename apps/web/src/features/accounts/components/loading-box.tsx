import { Box, CircularProgress } from '@mui/material';

/** A centred spinner while a form or the session status loads. */
export function LoadingBox({
  label = 'Loading',
  minHeight = 160,
}: {
  label?: string;
  minHeight?: number;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
