import { Box, Typography } from '@mui/material';
import type { ComponentProps } from 'react';

/**
 * A table on a phone: its first column stays while the others swipe sideways, column by
 * column (scroll snapping), with a hint that there is more.
 */
export default function SwipeTable(props: ComponentProps<'table'>) {
  return (
    <Box component="span" sx={{ display: 'block', my: 2 }}>
      <Box
        component="span"
        sx={{
          display: 'block',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          WebkitOverflowScrolling: 'touch',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          '& table': { borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%', my: 0 },
          '& th, & td': {
            scrollSnapAlign: 'start',
            minWidth: 140,
            border: 0,
            borderBottom: 1,
            borderColor: 'divider',
            px: 1.5,
            py: 1,
            textAlign: 'left',
            verticalAlign: 'top',
            bgcolor: 'background.paper',
          },
          '& th:first-of-type, & td:first-of-type': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            fontWeight: 600,
            boxShadow: '2px 0 4px rgba(0, 0, 0, 0.08)',
          },
        }}
      >
        <table {...props} />
      </Box>
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5 }}
      >
        Swipe sideways to see every column.
      </Typography>
    </Box>
  );
}
