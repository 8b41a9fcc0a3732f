import { Box, type SxProps, type Theme } from '@mui/material';

interface WingLogoProps {
  size?: number;
  sx?: SxProps<Theme>;
}

/** The brand mark: an orange canopy with its lines meeting at the pilot. Decorative. */
export function WingLogo({ size = 36, sx }: WingLogoProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 48"
      width={size}
      height={(size * 48) / 64}
      aria-hidden="true"
      focusable="false"
      sx={{ flexShrink: 0, display: 'block', ...sx }}
    >
      <path d="M3 19 C16 2 48 2 61 19 L55 22 C44 11 20 11 9 22 Z" fill="#f26b1d" />
      <path
        d="M20 10.5 L22.5 14.5 M32 8 L32 12.5 M44 10.5 L41.5 14.5"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1.4"
      />
      <path
        d="M9 22 L29.5 40 M20 15 L30.5 40 M44 15 L33.5 40 M55 22 L34.5 40"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="32" cy="42" r="3.4" fill="currentColor" />
    </Box>
  );
}
