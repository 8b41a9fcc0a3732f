import { downloadsApiPaths } from '@windfamily/contract/api-paths';
import type { PagePreloader } from '../../plugins/web-app';

/** The downloads page's one call, so that its list comes with the page. */
export const downloadsPagePreloads: PagePreloader = {
  calls: (pathname) => (/^\/downloads\/?$/i.test(pathname) ? [downloadsApiPaths.files()] : []),
};
