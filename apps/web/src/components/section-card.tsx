import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A part of a page (the checkout, an order, a dashboard's table): a card with its heading,
 * which names it, and an `action` beside the heading when given (a table's CSV).
 */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
