import { Box, Button, Container, Skeleton, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageHeader } from '../../catalog';
import { usePage } from '../api';
import { lazy } from '../../../lib/lazy';

const ContentBlocks = lazy(() => import('../components/content-blocks'));
const ContactForm = lazy(() => import('../components/contact-form'));
const TryOurWingsForm = lazy(() => import('../../logistics/demo-fleet/try-our-wings-form'));

/** The page that carries the contact form under its text. */
export const CONTACT_PAGE_SLUG = 'contact';
/** The page that carries the "Try our Wings" request form under its text. */
export const TRY_WINGS_PAGE_SLUG = 'wanna_try';

export const CONTENT_TEXTS = {
  loadFailed: 'This page could not be loaded. Please check your connection and try again.',
} as const;

function PageSkeleton() {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Skeleton
            variant="text"
            width="40%"
            sx={{ fontSize: '2.6rem', bgcolor: 'rgba(255,255,255,0.2)' }}
          />
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} aria-busy="true">
        {[95, 90, 70, 92, 60].map((width, index) => (
          <Skeleton key={index} width={`${width}%`} />
        ))}
      </Container>
    </>
  );
}

/** `/:slug`: a page staff write in Markdown, its title in the page header (SPEC.md). */
export default function ContentPage() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const { data: page, error, isPending, refetch, isFetching } = usePage(slug);
  usePageTitle(page?.title ?? (error ? 'Page Not found' : ''));

  if (isHttpError(error) && error.statusCode === 404) return <NotFoundPage />;
  if (isPending) return <PageSkeleton />;
  if (!page)
    return (
      <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{CONTENT_TEXTS.loadFailed}</Typography>
        <Button variant="outlined" onClick={() => void refetch()} loading={isFetching}>
          Try again
        </Button>
      </Container>
    );
  return (
    <>
      <PageHeader title={page.title} />
      {page.content.trim() && (
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
          <LazyMarkdown>{page.content}</LazyMarkdown>
        </Container>
      )}
      {page.slug === CONTACT_PAGE_SLUG && (
        <Container maxWidth="md" sx={{ pb: { xs: 5, md: 8 } }}>
          <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
            <ContactForm />
          </Suspense>
        </Container>
      )}
      {page.slug === TRY_WINGS_PAGE_SLUG && (
        <Container maxWidth="md" sx={{ pb: { xs: 5, md: 8 } }}>
          <Suspense fallback={<Skeleton variant="rounded" height={520} />}>
            <TryOurWingsForm />
          </Suspense>
        </Container>
      )}
      {page.content_blocks.length > 0 && (
        <Suspense fallback={null}>
          <ContentBlocks blocks={page.content_blocks} />
        </Suspense>
      )}
    </>
  );
}
