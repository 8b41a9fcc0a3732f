import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT } from '@windfamily/contract/messages';

/**
 * The app's theme. Brand colours: deep sky blue and a canopy orange. `md` is SPEC.md's 900 px
 * breakpoint. Made by a call, not when the module loads: `main.tsx` makes it in a task of its
 * own (docs/decisions/0039-first-render-in-slices.md).
 */
export const createAppTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#0b3d5c', contrastText: '#ffffff' },
      secondary: { main: '#c2410c', contrastText: '#ffffff' },
      background: { default: '#f5f7f9' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.4rem', fontWeight: 700 },
      h2: { fontSize: '1.9rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      // The page is drawn in the browser only: media queries answer at the first render, so a
      // phone never renders the desktop layout first and then again.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiTooltip: {
        defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 },
      },
    },
  });
