import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Skeleton,
} from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router';
import { BACKOFFICE_SECTIONS, mayOpen, sectionUrl } from '../sections';

const activeSx = {
  '&.active': {
    bgcolor: 'rgba(11, 61, 92, 0.1)',
    color: 'primary.main',
    fontWeight: 700,
    '& .MuiListItemIcon-root': { color: 'secondary.main' },
  },
};

/**
 * The back office's own navigation: the sections the user's permissions (`granted`; undefined
 * while they load) open, then the way back to the shop.
 */
export function BackofficeNav({
  granted,
  onNavigate,
}: {
  granted: readonly string[] | undefined;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Back office">
      <List subheader={<ListSubheader disableSticky>Back office</ListSubheader>}>
        {BACKOFFICE_SECTIONS.filter((section) => mayOpen(section, granted ?? [])).map((section) => {
          const Icon = section.icon;
          return (
            <ListItem key={section.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={sectionUrl(section)}
                end={section.path === ''}
                onClick={onNavigate}
                sx={activeSx}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
        {!granted && (
          <ListItem aria-hidden="true" sx={{ display: 'block' }}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </ListItem>
        )}
        <Divider component="li" sx={{ my: 1 }} />
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to="/" onClick={onNavigate}>
            <ListItemIcon>
              <StorefrontIcon />
            </ListItemIcon>
            <ListItemText primary="Back to the shop" />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
