import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import WallpaperOutlinedIcon from '@mui/icons-material/WallpaperOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the colour picker: its sections of the back office, each loaded when first
// opened (the picker's pages are routes of their own).

/** The colour picker's areas of the back office (paths relative to /backoffice/). */
export const COLORPICKER_ADMIN_SECTIONS = [
  {
    path: 'cloth-colours',
    label: 'Cloth colours',
    icon: PaletteOutlinedIcon,
    Component: lazy(() => import('./admin/cloth-colors-page')),
  },
  {
    path: 'wing-templates',
    label: 'Wing templates',
    icon: WallpaperOutlinedIcon,
    Component: lazy(() => import('./admin/templates-page')),
  },
  {
    path: 'colour-presets',
    label: 'Colour presets',
    icon: StyleOutlinedIcon,
    Component: lazy(() => import('./admin/presets-page')),
  },
];
