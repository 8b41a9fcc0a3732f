// Public face of the content feature: the rest of the app imports only from here.
export { contentKeys, pageQuery, usePage } from './api';
export { PageBlocks } from './components/page-blocks';
