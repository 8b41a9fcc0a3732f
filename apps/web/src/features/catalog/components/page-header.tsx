import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Beside the title on wide screens, below it on phones (e.g. the prices' country). */
  aside?: ReactNode;
}

/** The band at the top of a shop page: its title (the page's h1) and a line about it. */
export function PageHeader({ title, intro, aside }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        backgroundImage:
          'radial-gradient(120% 140% at 85% 0%, rgba(242, 107, 29, 0.22) 0%, rgba(242, 107, 29, 0) 55%), linear-gradient(160deg, #0b3d5c 0%, #072a40 100%)',
        py: { xs: 4, md: 6 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.8rem' }, mb: 1 }}>
            {title}
          </Typography>
          {intro && (
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, opacity: 0.9 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {aside && <Box sx={{ textAlign: { md: 'right' } }}>{aside}</Box>}
      </Container>
    </Box>
  );
}
