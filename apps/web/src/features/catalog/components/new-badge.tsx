import { Box, type SxProps, type Theme } from '@mui/material';

/** The 'New' marker of a new product. */
export function NewBadge({ label = 'New', sx }: { label?: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
        lineHeight: 1.6,
        verticalAlign: 'middle',
        ...sx,
      }}
    >
      {label}
    </Box>
  );
}
