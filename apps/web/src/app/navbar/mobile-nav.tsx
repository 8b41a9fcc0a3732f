import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { isNavMenu, withWingModels, type NavEntry } from './nav-items';
import { navLinkProps } from './nav-link-props';
import { NavMarker } from './nav-marker';
import { useWingModels } from './use-wing-models';

/** SPEC.md section 9: the mobile sub-menu toggle is debounced by 100 ms. */
export const MOBILE_TOGGLE_DEBOUNCE_MS = 100;

/** Opening one sub-menu closes the other; rapid repeated taps count once. */
function useDebouncedExpansion() {
  const [expanded, setExpanded] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const toggle = (id: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => setExpanded((current) => (current === id ? null : id)),
      MOBILE_TOGGLE_DEBOUNCE_MS,
    );
  };
  return [expanded, toggle] as const;
}

const itemTextSlotProps = { primary: { sx: { fontWeight: 600, fontSize: '1.05rem' } } };

interface MobileNavProps {
  id: string;
  open: boolean;
  entries: NavEntry[];
}

/** The sandwich menu's panel (under 900 px); loaded on first use. */
export default function MobileNav({ id, open, entries }: MobileNavProps) {
  return (
    <Collapse in={open} appear unmountOnExit>
      <MobileNavList id={id} entries={entries} />
    </Collapse>
  );
}

/** The menu as an accordion list; a fresh list (all collapsed) each time the panel opens. */
function MobileNavList({ id, entries }: Omit<MobileNavProps, 'open'>) {
  const [expanded, toggle] = useDebouncedExpansion();
  const baseId = useId();
  // Fetched as the panel opens, so the Products sub-menu has them when it expands.
  const wings = useWingModels(entries.some((entry) => isNavMenu(entry) && entry.wingModels));

  return (
    <Box
      component="nav"
      id={id}
      aria-label="Main"
      sx={{ maxHeight: 'calc(100dvh - 56px)', overflowY: 'auto' }}
    >
      <List sx={{ py: 1 }}>
        {entries.map((entry) => {
          if (!isNavMenu(entry)) {
            return (
              <ListItem key={entry.to} disablePadding>
                <ListItemButton {...navLinkProps(entry)}>
                  <ListItemText primary={entry.label} slotProps={itemTextSlotProps} />
                </ListItemButton>
              </ListItem>
            );
          }
          const open = expanded === entry.id;
          const subMenuId = `${baseId}-${entry.id}`;
          return (
            <ListItem key={entry.id} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                aria-expanded={open}
                aria-controls={open ? subMenuId : undefined}
                onClick={() => toggle(entry.id)}
              >
                <ListItemText primary={entry.label} slotProps={itemTextSlotProps} />
                {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </ListItemButton>
              <Collapse in={open} id={subMenuId} unmountOnExit>
                <List
                  disablePadding
                  aria-label={entry.label}
                  sx={{ pb: 1, bgcolor: 'rgba(0, 0, 0, 0.12)' }}
                >
                  {withWingModels(entry, wings).map((item) => (
                    <ListItem key={item.to} disablePadding>
                      <ListItemButton {...navLinkProps(item)} sx={{ pl: item.nested ? 6 : 4 }}>
                        <ListItemText
                          primary={
                            <>
                              {item.label}
                              {item.marker && <NavMarker>{item.marker}</NavMarker>}
                            </>
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
