import { useMediaQuery, type Theme } from '@mui/material';

/** Under the 900 px breakpoint: cards instead of tables, tabs instead of side-by-side panes. */
export const useIsMobile = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
