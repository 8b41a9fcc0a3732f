import PrecisionManufacturingOutlinedIcon from '@mui/icons-material/PrecisionManufacturingOutlined';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { lazy } from 'react';

// Public face of the warehouse's production screens: their sections, each loaded when first
// opened.

/** Production and units (paths relative to /backoffice/). */
export const PRODUCTION_SECTIONS = [
  {
    path: 'production',
    label: 'Production',
    icon: PrecisionManufacturingOutlinedIcon,
    Component: lazy(() => import('./production/production-section')),
  },
  {
    path: 'units',
    label: 'Units',
    icon: QrCode2Icon,
    Component: lazy(() => import('./units/units-section')),
  },
];
