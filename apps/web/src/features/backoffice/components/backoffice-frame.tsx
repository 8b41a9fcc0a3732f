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
import { NOT_FOUND_MESSAGE } from '../../../components/not-found-page';
import { BACKOFFICE_SECTIONS } from '../sections';
import { BackofficeNav } from './backoffice-nav';

const NAV_WIDTH = 240;

function SectionLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** The back-office application: its navigation (sidebar, or a drawer under 900 px) beside the current section. */
export function BackofficeFrame() {
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
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
            <BackofficeNav onNavigate={closeDrawer} />
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
            <BackofficeNav />
          </Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Suspense fallback={<SectionLoader />}>
          <Routes>
            {BACKOFFICE_SECTIONS.map(({ path, Component }) =>
              path === '' ? (
                <Route key="index" index element={<Component />} />
              ) : (
                <Route key={path} path={`${path}/*`} element={<Component />} />
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
