import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT } from '@windfamily/contract/messages';

/** The animations by which MUI's inputs notice the browser's autofill (see `InputBase`). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

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
      // Each input would otherwise add a style sheet of its own for the two keyframes by which
      // it notices the browser's autofill; they come once, with the baseline, and each input
      // keeps the animation that names them.
      MuiCssBaseline: {
        styleOverrides: {
          [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
          [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
        },
      },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTOFILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
          },
        },
      },
      MuiTooltip: {
        defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 },
      },
    },
  });
