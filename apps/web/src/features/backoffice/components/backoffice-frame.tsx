import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  CircularProgress,
  Drawer,
  IconButton,
  Paper,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorContent } from '../../../components/error-page';
import { LoadError } from '../../../components/load-states';
import { NOT_FOUND_MESSAGE } from '../../../components/not-found-page';
import { usePermissions } from '../../accounts';
import { BACKOFFICE_SECTIONS, mayOpen, type BackofficeSection } from '../sections';
import { BackofficeNav } from './backoffice-nav';

const NAV_WIDTH = 240;

function SectionLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

const SECTION_DENIED_MESSAGE =
  'Your roles do not include this part of the back office. Ask a superuser if you need it.';

/** A section's screen, once the permissions say the user may open it (the server checks too). */
function SectionGate({
  section,
  permissions,
}: {
  section: BackofficeSection;
  permissions: ReturnType<typeof usePermissions>;
}) {
  const { Component } = section;
  if (!section.permissions) return <Component />;
  if (permissions.data)
    return mayOpen(section, permissions.data.permissions) ? (
      <Component />
    ) : (
      <ErrorContent
        heading={`${section.label}: not open to your roles`}
        message={SECTION_DENIED_MESSAGE}
        backTo="/backoffice/"
        backLabel="Back to the overview"
      />
    );
  if (permissions.isError)
    return <LoadError what="your permissions" onRetry={() => void permissions.refetch()} />;
  return <SectionLoader />;
}

/** The back-office application: its navigation (sidebar, or a drawer under 900 px) beside the current section. */
export function BackofficeFrame() {
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const permissions = usePermissions(true);
  // Without them (a failed load) the navigation shows what all staff may open.
  const granted = permissions.data?.permissions ?? (permissions.isError ? [] : undefined);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        minHeight: { md: 'calc(100vh - 64px)' },
      }}
    >
      {isMobile ? (
        <>
          <Paper square elevation={1} sx={{ position: 'sticky', top: 56, zIndex: 1 }}>
            <Toolbar variant="dense" sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label="Open back office menu"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                Back office
              </Typography>
            </Toolbar>
          </Paper>
          <Drawer
            open={drawerOpen}
            onClose={closeDrawer}
            slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
          >
            <BackofficeNav granted={granted} onNavigate={closeDrawer} />
          </Drawer>
        </>
      ) : (
        <Box
          component="aside"
          sx={{
            width: NAV_WIDTH,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ position: 'sticky', top: 64 }}>
            <BackofficeNav granted={granted} />
          </Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Suspense fallback={<SectionLoader />}>
          <Routes>
            {BACKOFFICE_SECTIONS.map((section) =>
              section.path === '' ? (
                <Route key="index" index element={<section.Component />} />
              ) : (
                <Route
                  key={section.path}
                  path={`${section.path}/*`}
                  element={<SectionGate section={section} permissions={permissions} />}
                />
              ),
            )}
            <Route
              path="*"
              element={
                <ErrorContent
                  message={NOT_FOUND_MESSAGE}
                  backTo="/backoffice/"
                  backLabel="Back to the overview"
                />
              }
            />
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}
