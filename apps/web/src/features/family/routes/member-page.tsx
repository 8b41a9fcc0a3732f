import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  Box,
  Breadcrumbs,
  Chip,
  Container,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { FamilyMember } from '@windfamily/contract/family';
import { FAMILY_MEMBER_PHOTO_SIZES } from '@windfamily/contract/image-sizes';
import { Link as RouterLink, useParams } from 'react-router';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import NotFoundPage from '../../../components/not-found-page';
import { visuallyHidden } from '../../../components/visually-hidden';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoadError } from '../../../components/load-states';
import { useFamilyMember } from '../api';
import { MemberPhoto } from '../components/member-photo';
import { FAMILY_PATHS } from '../paths';

const titleCase = (slug: string) =>
  slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The wings a member flies: those the shop has link to their pages. */
function Wings({ member }: { member: FamilyMember }) {
  if (member.wings.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="member-wings" sx={{ mt: 3 }}>
      <Typography id="member-wings" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Flies
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
        {member.wings.map((wing) => {
          const page = member.wing_pages[wing];
          return (
            <Box component="li" key={wing} sx={{ listStyle: 'none' }}>
              {page ? (
                <Chip
                  label={wing}
                  component={RouterLink}
                  to={page}
                  clickable
                  color="primary"
                  variant="outlined"
                />
              ) : (
                <Chip label={wing} variant="outlined" />
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function Links({ member }: { member: FamilyMember }) {
  if (member.links.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="member-links" sx={{ mt: 4 }}>
      <Typography id="member-links" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Links
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {member.links.map((link) => (
          <Box component="li" key={`${link.label}-${link.url}`} sx={{ py: 0.5 }}>
            <Link
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              {link.label}
              <OpenInNewIcon sx={{ fontSize: '1em' }} aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                (opens in a new tab)
              </Box>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const layoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '360px minmax(0, 1fr)' },
  gap: { xs: 3, md: 6 },
  alignItems: 'start',
} as const;

function MemberView({ member }: { member: FamilyMember }) {
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2, md: 3 }, fontSize: '0.9rem' }}>
        <Link component={RouterLink} to={FAMILY_PATHS.groups} color="inherit">
          Family
        </Link>
        <Link component={RouterLink} to={FAMILY_PATHS.group(member.group.slug)} color="inherit">
          {member.group.name}
        </Link>
        <Typography
          component="span"
          color="text.primary"
          aria-current="page"
          sx={{ fontSize: 'inherit' }}
        >
          {member.name}
        </Typography>
      </Breadcrumbs>
      <Box component="article" sx={layoutSx}>
        <Box
          sx={{ maxWidth: { xs: '72vw', md: 'none' }, mx: { xs: 'auto', md: 0 }, width: '100%' }}
        >
          <MemberPhoto
            photo={member.photo}
            name={member.name}
            sizes={FAMILY_MEMBER_PHOTO_SIZES}
            priority
            rounded
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{
              fontSize: { xs: '2rem', md: '2.6rem' },
              color: 'primary.main',
              overflowWrap: 'anywhere',
            }}
          >
            {member.name}
          </Typography>
          {member.role && (
            <Typography
              sx={{ mt: 0.5, fontSize: '1.15rem', fontWeight: 600 }}
              color="secondary.dark"
            >
              {member.role}
            </Typography>
          )}
          <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {member.location && (
              <Typography
                color="text.secondary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                {member.location}
              </Typography>
            )}
            <Chip
              label={member.group.name}
              component={RouterLink}
              to={FAMILY_PATHS.group(member.group.slug)}
              clickable
              size="small"
              color="secondary"
            />
          </Stack>
          <Wings member={member} />
          {member.bio && (
            <Box sx={{ mt: 4 }}>
              <LazyMarkdown>{member.bio}</LazyMarkdown>
            </Box>
          )}
          <Links member={member} />
        </Box>
      </Box>
    </>
  );
}

function MemberSkeleton() {
  return (
    <Box sx={layoutSx} role="status" aria-label="Loading the member">
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', width: '100%' }} />
      <Box>
        <Skeleton width="60%" height={56} />
        <Skeleton width="40%" />
        <Skeleton width="30%" sx={{ mb: 3 }} />
        <Skeleton width="95%" />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </Box>
    </Box>
  );
}

/** /family/member/{slug}: a member's portrait, story, wings and links. */
export default function MemberPage() {
  const { slug = '' } = useParams();
  const query = useFamilyMember(slug);
  if (isHttpError(query.error, 404)) return <NotFoundPage />;
  return <MemberContent slug={slug} query={query} />;
}

function MemberContent({
  slug,
  query,
}: {
  slug: string;
  query: ReturnType<typeof useFamilyMember>;
}) {
  usePageTitle(query.data?.name ?? titleCase(slug));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, pb: { xs: 6, md: 10 } }}>
      {query.isError ? (
        <LoadError what="this member of the family" onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <MemberView key={query.data.slug} member={query.data} />
      ) : (
        <MemberSkeleton />
      )}
    </Container>
  );
}
