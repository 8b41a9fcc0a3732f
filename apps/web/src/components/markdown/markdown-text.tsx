import { Box, Link, type SxProps, type Theme, useMediaQuery } from '@mui/material';
import { Children, isValidElement, Suspense, type ComponentProps, type ReactNode } from 'react';
import { lazy } from '../../lib/lazy';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';
import { inAppPath, ownHosts, remarkSections, videoIdOf } from './markdown-rules';
import { proseSx } from './prose';
import { VideoPlaceholder } from './video-placeholder';

const SwipeTable = lazy(() => import('./swipe-table'));

/** What a table shows while its phone layout loads (SPEC.md "Markdown rendering"). */
export const TABLE_LOADING_TEXT = 'Loading table...';

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('');

/**
 * Video links play in place; links inside the shop (a path, or one of its own hosts) open in
 * the app; others in a new tab (SPEC.md "Markdown rendering").
 */
function MarkdownLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  // An empty href is a link whose URL was dropped as unsafe: its text stays, as text.
  if (!href) return <>{children}</>;
  const video = videoIdOf(href);
  if (video) {
    const text = textOf(children);
    return <VideoPlaceholder id={video} title={text && text !== href ? text : 'Video'} />;
  }
  const path = inAppPath(href, ownHosts());
  if (path !== null)
    return (
      <Link component={RouterLink} to={path}>
        {children}
      </Link>
    );
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** Tables as they are on wide screens; below 900 px a swipe table, loaded when first needed. */
function MarkdownTable(props: ComponentProps<'table'>) {
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (!mobile) return <table {...props} />;
  return (
    <Suspense
      fallback={
        <Box component="span" sx={{ display: 'block', my: 2, color: 'text.secondary' }}>
          {TABLE_LOADING_TEXT}
        </Box>
      }
    >
      <SwipeTable {...props} />
    </Suspense>
  );
}

const components: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  table: ({ node: _node, ...props }) => <MarkdownTable {...props} />,
};

interface MarkdownTextProps {
  children: string;
  /** Heading levels start below the page's own: '#' and '##' render as h3 (default h2). */
  shiftHeadings?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Markdown written by staff (pages, posts, descriptions), rendered without raw HTML; only the
 * URL protocols react-markdown keeps by default survive (http, https, irc, ircs, mailto,
 * xmpp, relative). Each top-level section is one continuous-text block; video links play in
 * place; tables swipe on phones. Loaded lazily (see lazy-markdown.tsx): react-markdown is
 * never part of a first page.
 */
export default function MarkdownText({ children, shiftHeadings = false, sx }: MarkdownTextProps) {
  return (
    <Box sx={{ ...proseSx, ...sx }}>
      <Markdown
        remarkPlugins={[remarkGfm, remarkSections]}
        skipHtml
        components={
          shiftHeadings ? { ...components, h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h5' } : components
        }
      >
        {children}
      </Markdown>
    </Box>
  );
}
