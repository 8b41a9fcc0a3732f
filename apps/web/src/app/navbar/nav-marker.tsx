import { Box } from '@mui/material';

/** The small marker after a menu label, e.g. 'new' after the new wing. */
export function NavMarker({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.7rem',
        fontWeight: 700,
        lineHeight: 1.6,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
      }}
    >
      {children}
    </Box>
  );
}
