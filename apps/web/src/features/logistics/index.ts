// Public face of the logistics features: the rest of the app imports only from here.
export { DEMO_FLEET_SECTIONS } from './demo-fleet';
export { TRY_WINGS_PATH, tryWingPath } from './demo-fleet/paths';
