import type { PageMetaResolver } from '../../plugins/web-app';

/**
 * A wing's page (`/q/{serial}/{secret}`): its address is its secret, so it is never indexed
 * and its meta names no wing (a link preview would give the code away to no one, but says
 * nothing either way).
 */
export function unitPageMeta(options: { brand: string }): PageMetaResolver {
  return (pathname) => {
    if (!/^\/q\/[^/]+\/[^/]+\/?$/.test(pathname)) return undefined;
    return {
      title: 'Your wing',
      description: `A ${options.brand} wing: its checks and its history.`,
      noindex: true,
    };
  };
}
