import { Box, keyframes } from '@mui/material';
import {
  HERO_LANDSCAPE,
  HERO_LANDSCAPE_VIEWBOX,
  HERO_PARAGLIDER,
  HERO_PARAGLIDER_VIEWBOX,
} from './hero-scene';

const glide = keyframes`
  0%, 100% { transform: translate(0, 0) rotate(-2deg); }
  50% { transform: translate(-14px, -12px) rotate(1deg); }
`;

/** Sky, sun and mountain ranges, filling the hero at any aspect ratio. Decorative. */
export function HeroLandscape() {
  return (
    <Box
      component="svg"
      viewBox={HERO_LANDSCAPE_VIEWBOX}
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      // Our own drawing (hero-scene.ts), the same markup the hero's video is made from.
      dangerouslySetInnerHTML={{ __html: HERO_LANDSCAPE }}
    />
  );
}

/** A paraglider drifting in front of the sky. Decorative. */
export function HeroParaglider() {
  return (
    <Box
      component="svg"
      viewBox={HERO_PARAGLIDER_VIEWBOX}
      aria-hidden="true"
      focusable="false"
      sx={{
        position: 'absolute',
        top: { xs: '13%', md: '16%' },
        right: { xs: '6%', md: '12%' },
        width: { xs: 130, sm: 170, md: 240 },
        height: 'auto',
        animation: `${glide} 9s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
      dangerouslySetInnerHTML={{ __html: HERO_PARAGLIDER }}
    />
  );
}
