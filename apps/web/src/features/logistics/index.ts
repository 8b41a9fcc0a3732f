import PrecisionManufacturingOutlinedIcon from '@mui/icons-material/PrecisionManufacturingOutlined';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { DEMO_FLEET_SECTIONS } from './demo-fleet';
import { SHIPMENTS_SECTIONS } from './shipments';
import { STOCK_SECTIONS } from './stock';
import { lazy } from '../../lib/lazy';

// Public face of the logistics features: the rest of the app imports only from here.

/** The warehouse's areas of the back office (paths relative to /backoffice/), each loaded when first opened. */
export const LOGISTICS_SECTIONS = [
  ...STOCK_SECTIONS,
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
  ...SHIPMENTS_SECTIONS,
  ...DEMO_FLEET_SECTIONS,
];

export { TRY_WINGS_PATH, tryWingPath } from './demo-fleet/paths';
