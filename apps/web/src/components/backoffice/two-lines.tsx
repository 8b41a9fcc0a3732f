import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Two lines in one cell of a list: the value, and a caption under it (none when empty). */
export function TwoLines({
  main,
  caption,
  wrap = false,
}: {
  main: ReactNode;
  caption: ReactNode;
  /** Long text (names, addresses, references) may wrap when the table is tight. */
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
