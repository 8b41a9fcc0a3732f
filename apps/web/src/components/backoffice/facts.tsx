import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Labelled values, one under the other: label on the left, value on the right. */
export function Facts({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        alignItems: 'baseline',
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
