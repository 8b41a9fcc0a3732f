import { createTheme } from '@mui/material/styles';
import { createAppTheme } from '../app/theme';

/** The app's theme, made once for the tests. */
export const appTheme = createAppTheme();

/**
 * The app's theme without what only the eye sees: no ripples on a click and transitions that
 * take no time. In jsdom each ripple is a few renders more per click, and each opening or
 * closing menu and dialog keeps the queries waiting for it polling the whole page.
 */
export const testTheme = createTheme(appTheme, {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
