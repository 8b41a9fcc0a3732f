import { Box, Link, type SxProps, type Theme } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';

/** Links inside the shop open in the app; others in a new tab (SPEC.md "Markdown rendering"). */
const components: Components = {
  // An empty href is a link whose URL was dropped as unsafe: its text stays, as text.
  a: ({ href = '', children }) =>
    !href ? (
      children
    ) : href.startsWith('/') ? (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    ) : (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ),
};

const proseSx = {
  fontSize: { xs: '1rem', md: '1.05rem' },
  lineHeight: 1.7,
  color: 'text.primary',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1.5 },
  '& h1, & h2': { fontSize: '1.3rem', fontWeight: 700, mt: 3.5, mb: 1, color: 'primary.main' },
  '& h3, & h4': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { my: 0.5 },
  '& li::marker': { color: 'secondary.main' },
  '& blockquote': {
    m: 0,
    my: 2.5,
    py: 1,
    px: 2.5,
    borderLeft: '4px solid',
    borderColor: 'secondary.main',
    bgcolor: 'rgba(194, 65, 12, 0.06)',
    borderRadius: '0 8px 8px 0',
    fontStyle: 'italic',
  },
  '& table': { borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1.5, py: 0.75 },
} as const;

interface MarkdownTextProps {
  children: string;
  /** Heading levels start below the page's own: '#' and '##' render as h3 (default h2). */
  shiftHeadings?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Markdown written by staff (descriptions), rendered without raw HTML; only the URL protocols
 * react-markdown keeps by default survive (http, https, irc, ircs, mailto, xmpp, relative).
 * Loaded lazily (see lazy-markdown.tsx): react-markdown is never part of a first page.
 */
export default function MarkdownText({ children, shiftHeadings = false, sx }: MarkdownTextProps) {
  return (
    <Box sx={{ ...proseSx, ...sx }}>
      <Markdown
        remarkPlugins={[remarkGfm]}
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
