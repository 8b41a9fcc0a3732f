import { Box } from '@mui/material';

/** What the back office shows of a cloth. */
export interface ClothLike {
  code: string;
  name: string;
  hex: string;
  available: boolean;
}

/** "N-101 White", and a note when the workshop no longer has it. */
export const clothLabel = (cloth: ClothLike) =>
  [cloth.code, cloth.name, cloth.available ? '' : '(unavailable)'].filter(Boolean).join(' ');

/** A square of a cloth's colour, outlined so that white shows on white. Decorative. */
export function ClothSwatch({ hex, size = 20 }: { hex: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        flex: 'none',
        verticalAlign: 'middle',
        width: size,
        height: size,
        borderRadius: 0.75,
        bgcolor: hex,
        border: '1px solid rgba(0, 0, 0, 0.3)',
      }}
    />
  );
}
