import { Box } from '@mui/material';

/** A square of a cloth's colour, outlined so that white shows on white. Decorative. */
export function ColorChip({ hex, size = 24 }: { hex: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: 1,
        bgcolor: hex,
        border: '1px solid rgba(0, 0, 0, 0.25)',
        boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.35)',
      }}
    />
  );
}
