import { VIDEO_ID_PATTERN } from '@windfamily/contract/api-paths';
import type { Root, RootContent } from 'mdast';

// The rules of SPEC.md "Content page and Markdown rendering" that are not react-markdown's
// defaults (which already drop raw HTML and keep only the http, https, irc, ircs, mailto,
// xmpp and relative URLs).

const VIDEO_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/**
 * The video id of a video link (`youtube.com/watch?v=ID`, `youtube.com/v/ID`,
 * `youtu.be/ID`), or null for any other link.
 */
export function videoIdOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (VIDEO_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (url.pathname.startsWith('/v/')) id = url.pathname.split('/')[2] ?? null;
  }
  return id && VIDEO_ID_PATTERN.test(id) ? id : null;
}

/**
 * Where a link goes inside the app: its path (with query and hash) when it starts with `/`
 * or points at one of the shop's own hosts; null when it leaves the site.
 */
export function inAppPath(href: string, ownHosts: readonly string[]): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return ownHosts.includes(url.host.toLowerCase())
    ? `${url.pathname}${url.search}${url.hash}`
    : null;
}

/** The hosts that are the shop itself: the one the page came from. */
export const ownHosts = (): string[] =>
  typeof window === 'undefined' ? [] : [window.location.host.toLowerCase()];

/**
 * A remark plugin wrapping each top-level section (from one heading of the top level used
 * to the next) in a `<section>`, so that each reads as one continuous-text block. Text
 * before the first heading is a section of its own.
 */
export function remarkSections() {
  return (tree: Root) => {
    const headingDepths = tree.children
      .filter((node) => node.type === 'heading')
      .map((node) => node.depth);
    if (headingDepths.length === 0) {
      tree.children = tree.children.length ? [section(tree.children)] : [];
      return;
    }
    const top = Math.min(...headingDepths);
    const sections: RootContent[][] = [];
    for (const node of tree.children) {
      if ((node.type === 'heading' && node.depth === top) || sections.length === 0)
        sections.push([]);
      sections.at(-1)!.push(node);
    }
    tree.children = sections.map(section);
  };
}

function section(children: RootContent[]): RootContent {
  // An mdast node of its own kind: mdast-util-to-hast renders it as the element `data.hName`
  // names, with its children.
  return {
    type: 'textSection',
    data: { hName: 'section', hProperties: { className: ['md-section'] } },
    children,
  } as unknown as RootContent;
}
