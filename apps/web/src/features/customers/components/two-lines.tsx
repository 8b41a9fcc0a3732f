import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Two lines in one cell: the value, and a caption under it (none when empty). */
export function TwoLines({ main, caption }: { main: ReactNode; caption: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        minWidth: 0,
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
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
