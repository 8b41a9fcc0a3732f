import { Box } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastArea } from '../components/toast-area';
import { AccountDialogsProvider } from '../features/accounts';
import { Footer } from './footer';
import { NavbarTransparencyProvider } from './navbar-transparency';
import { Navbar } from './navbar/navbar';
import { RouteProgress } from './route-progress';
import { useVersionCheck } from './version-check';

const MAIN_ID = 'main-content';

/** Every public page: navbar, the page, footer, toasts and the router's progress bar. */
export function RootLayout() {
  useVersionCheck();
  return (
    <NavbarTransparencyProvider>
      <AccountDialogsProvider>
        <RouteProgress />
        <Box
          component="a"
          href={`#${MAIN_ID}`}
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: (theme) => theme.zIndex.tooltip,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            fontWeight: 600,
            '&:focus': { top: 8 },
          }}
        >
          Skip to content
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
          <Navbar />
          <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
            <Outlet />
          </Box>
          <Footer />
        </Box>
        <ToastArea />
        <ScrollRestoration />
      </AccountDialogsProvider>
    </NavbarTransparencyProvider>
  );
}
