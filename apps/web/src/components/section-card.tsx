import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A part of a page (the checkout, an order): a card with its heading, which names it. */
export function SectionCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
