import type { SxProps, Theme } from '@mui/material';

/** A top-level navbar button; the active one is underlined in the accent colour. */
export const navButtonSx = (active: boolean): SxProps<Theme> => ({
  px: { md: 0.75, lg: 1.25 },
  minWidth: 0,
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'none',
  fontSize: { md: '0.9rem', lg: '0.95rem' },
  '& .MuiButton-endIcon': { ml: 0.25 },
  whiteSpace: 'nowrap',
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 8,
    right: 8,
    bottom: 4,
    height: 2,
    borderRadius: 1,
    bgcolor: 'secondary.light',
    transform: active ? 'scaleX(1)' : 'scaleX(0)',
    transition: 'transform 150ms ease-out',
  },
  '&:hover::after': { transform: 'scaleX(1)' },
});
