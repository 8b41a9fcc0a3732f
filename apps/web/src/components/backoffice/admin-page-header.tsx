import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

interface AdminPageHeaderProps {
  title: string;
  /** One line under the title: what the screen is for. */
  subtitle?: ReactNode;
  /** The way up, e.g. from an editor to its list. */
  back?: { to: string; label: string };
  /** Buttons beside the title (below it on phones). */
  actions?: ReactNode;
  /** The document's title, when not the back office's (e.g. the reseller area's). */
  pageTitle?: string;
}

/** The head of every screen of the back office: title (the page's h1), a line, actions. */
export function AdminPageHeader({
  title,
  subtitle,
  back,
  actions,
  pageTitle,
}: AdminPageHeaderProps) {
  usePageTitle(pageTitle ?? `Backoffice: ${title}`);
  return (
    <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
      {back && (
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1, ml: -1 }}
        >
          {back.label}
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{
              fontSize: { xs: '1.6rem', md: '2rem' },
              color: 'primary.main',
              overflowWrap: 'anywhere',
            }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
