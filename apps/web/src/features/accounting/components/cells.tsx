import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACCOUNTING_PATHS } from '../paths';

/** Two lines in one cell: the value, and a caption under it. */
export function TwoLines({
  main,
  caption,
  wrap = false,
}: {
  main: ReactNode;
  caption: ReactNode;
  /** Long text (names, references) may wrap when the table is tight. */
  wrap?: boolean;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        minWidth: 0,
        ...(wrap && { whiteSpace: 'normal', overflowWrap: 'anywhere' }),
      }}
    >
      <span>{main}</span>
      {caption && (
        <Typography component="span" variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}

/** An order's number, leading to the order in the back office. */
export function OrderLink({ saleSequence, label }: { saleSequence: string; label?: string }) {
  return (
    <Link
      component={RouterLink}
      to={ACCOUNTING_PATHS.order(saleSequence)}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      aria-label={label}
    >
      {saleSequence}
    </Link>
  );
}
