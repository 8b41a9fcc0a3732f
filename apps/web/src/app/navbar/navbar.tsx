import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigation } from 'react-router';
import { WingLogo } from '../../components/wing-logo';
import { useCurrentUser } from '../../features/accounts';
import { CartButton } from '../../features/cart';
import { appConfig } from '../../lib/app-config';
import { useNavbarTransparency } from '../navbar-transparency';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { buildNavEntries, PUBLIC_ENTRY_COUNT } from './nav-items';
import { lazy } from '../../lib/lazy';

const MOBILE_MENU_ID = 'mobile-menu';
const LazyMobileNav = lazy(() => import('./mobile-nav'));

/**
 * The sandwich menu's state. It closes on any route change (the location it was opened at is
 * gone) and on a loading navigation.
 */
function useMobileMenu() {
  const location = useLocation();
  const navigation = useNavigation();
  const [menu, setMenu] = useState({ open: false, used: false, locationKey: location.key });
  const open = menu.open && menu.locationKey === location.key && navigation.state !== 'loading';
  if (menu.open && !open) setMenu({ open: false, used: true, locationKey: location.key });
  const toggle = () => setMenu({ open: !open, used: true, locationKey: location.key });
  return { open, used: menu.used, toggle };
}

/** The site's header: home link, menu (dropdowns on desktop, sandwich menu on mobile), cart and account icons. */
export function Navbar() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const override = useNavbarTransparency();
  const { open: mobileOpen, used: mobileUsed, toggle: toggleMobile } = useMobileMenu();
  const entries = buildNavEntries(user, appConfig.mode);
  const onHome = pathname === '/';
  const transparent = (override ?? onHome) && !(isMobile && mobileOpen);
  // Between 900 and 1200 px the role entries need the room of the brand name (the logo stays).
  const crowded = entries.length > PUBLIC_ENTRY_COUNT;

  return (
    <AppBar
      position={onHome ? 'fixed' : 'sticky'}
      elevation={transparent ? 0 : 3}
      data-transparent={transparent}
      sx={{
        bgcolor: transparent ? 'transparent' : 'primary.main',
        backgroundImage: transparent
          ? 'linear-gradient(to bottom, rgba(3, 24, 38, 0.5), rgba(3, 24, 38, 0))'
          : 'none',
        transition: 'background-color 200ms ease-out, box-shadow 200ms ease-out',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 }, px: { md: 2, lg: 3 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${appConfig.brand} home`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: 'auto',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 4 },
          }}
        >
          <WingLogo size={40} />
          <Typography
            component="span"
            sx={{
              fontWeight: 800,
              fontSize: '1.3rem',
              letterSpacing: '0.04em',
              display: { xs: 'inline', md: crowded ? 'none' : 'inline', lg: 'inline' },
            }}
          >
            {appConfig.brand}
          </Typography>
        </Box>
        {!isMobile && <DesktopNav entries={entries} />}
        <CartButton />
        <AccountMenu user={user} />
        {isMobile && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? MOBILE_MENU_ID : undefined}
            onClick={toggleMobile}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
      </Toolbar>
      {isMobile && mobileUsed && (
        <Suspense fallback={null}>
          <LazyMobileNav id={MOBILE_MENU_ID} open={mobileOpen} entries={entries} />
        </Suspense>
      )}
    </AppBar>
  );
}
