import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Box, IconButton, Typography } from '@mui/material';
import type { CurrentUser } from '@windfamily/contract/accounts';
import { useAccountDialogs, useLogoutAction } from '../../features/accounts';
import type { MenuPopupItem } from './menu-popup';
import { ACCOUNT_LINKS } from './nav-items';
import { PopupMenu, usePopupMenu } from './popup-menu';

/** The account icon: login and registration when logged out, the account pages and logout when logged in. */
export function AccountMenu({ user }: { user: CurrentUser | null | undefined }) {
  const { buttonProps, popup } = usePopupMenu();
  const { openLogin, openRegister } = useAccountDialogs();
  const logout = useLogoutAction();
  const name = user?.address?.name || user?.email || '';

  const items: MenuPopupItem[] = user
    ? [
        ...ACCOUNT_LINKS.map((item) => ({ key: item.to, ...item })),
        { key: 'logout', label: 'Logout', onSelect: logout, dividerBefore: true },
      ]
    : [
        { key: 'login', label: 'Login', onSelect: openLogin },
        { key: 'register', label: 'Create Account', onSelect: openRegister },
      ];

  return (
    <>
      <IconButton {...buttonProps} color="inherit" aria-label="Account">
        {user ? (
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '1rem',
              fontWeight: 600,
            }}
          >
            {name.charAt(0).toUpperCase()}
          </Box>
        ) : (
          <AccountCircleIcon sx={{ fontSize: 32 }} />
        )}
      </IconButton>
      <PopupMenu
        state={popup}
        align="right"
        minWidth={220}
        header={
          user && (
            <>
              <Typography variant="caption" color="text.secondary" component="p">
                Signed in as
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </>
          )
        }
        items={items}
      />
    </>
  );
}
