import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router';
import { BACKOFFICE_SECTIONS, sectionUrl } from '../sections';

const activeSx = {
  '&.active': {
    bgcolor: 'rgba(11, 61, 92, 0.1)',
    color: 'primary.main',
    fontWeight: 700,
    '& .MuiListItemIcon-root': { color: 'secondary.main' },
  },
};

/** The back office's own navigation: its sections, then the way back to the shop. */
export function BackofficeNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Back office">
      <List subheader={<ListSubheader disableSticky>Back office</ListSubheader>}>
        {BACKOFFICE_SECTIONS.map((section) => {
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
