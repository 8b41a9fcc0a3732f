import { Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** A page opened from a link in a mail: one card with the page's title as its heading. */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}
          >
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
