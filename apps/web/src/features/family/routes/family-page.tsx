import { Box, Container, Link, Skeleton, Typography } from '@mui/material';
import type { FamilyGroup } from '@windfamily/contract/family';
import { Link as RouterLink, useParams } from 'react-router';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown';
import NotFoundPage from '../../../components/not-found-page';
import { isHttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFamilyGroup, useFamilyGroups } from '../api';
import { EmptyState, LoadError } from '../../../components/load-states';
import { PageHeader } from '../../catalog/components/page-header';
import { MemberCard, MemberGridSkeleton, memberGridSx } from '../components/member-card';
import { FAMILY_PATHS } from '../paths';

const FAMILY_INTRO =
  'The pilots who fly, test and build our wings: legends, racers, ambassadors, friends and the crew in the workshop.';

/** A group's members as cards; `headingLevel` of their names follows the page's outline. */
function MemberGrid({
  group,
  headingLevel,
  priorityCount,
}: {
  group: FamilyGroup;
  headingLevel: 'h2' | 'h3';
  priorityCount: number;
}) {
  if (group.members.length === 0)
    return (
      <EmptyState title="No members here yet">
        Come back soon: we are writing their stories.
      </EmptyState>
    );
  return (
    <Box component="ul" sx={memberGridSx} aria-label={`Members of ${group.name}`}>
      {group.members.map((member, index) => (
        <li key={member.slug}>
          <MemberCard
            member={member}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </Box>
  );
}

/** /family: every group, one after the other. */
function AllGroups() {
  usePageTitle('Family');
  const query = useFamilyGroups();
  return (
    <>
      <PageHeader title="Family" intro={FAMILY_INTRO} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {query.isPending ? (
          <Box>
            <Skeleton width="30%" height={48} />
            <Skeleton width="80%" sx={{ mb: 2 }} />
            <MemberGridSkeleton label="Loading the family" />
          </Box>
        ) : query.isError ? (
          <LoadError what="the family" onRetry={() => void query.refetch()} />
        ) : query.data.groups.length === 0 ? (
          <EmptyState title="The family is on its way">Come back soon.</EmptyState>
        ) : (
          query.data.groups.map((group, index) => (
            <Box
              component="section"
              key={group.slug}
              aria-labelledby={`family-group-${group.slug}`}
              sx={{ mb: { xs: 6, md: 8 } }}
            >
              <Typography
                variant="h2"
                id={`family-group-${group.slug}`}
                sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1, color: 'primary.main' }}
              >
                <Link
                  component={RouterLink}
                  to={FAMILY_PATHS.group(group.slug)}
                  underline="hover"
                  color="inherit"
                >
                  {group.name}
                </Link>
              </Typography>
              {group.description && (
                <Box sx={{ maxWidth: 760, mb: 3 }}>
                  <LazyMarkdown shiftHeadings>{group.description}</LazyMarkdown>
                </Box>
              )}
              <MemberGrid group={group} headingLevel="h3" priorityCount={index === 0 ? 4 : 0} />
            </Box>
          ))
        )}
      </Container>
    </>
  );
}

/** /family/{slug}: one group. */
function OneGroup({ slug }: { slug: string }) {
  const query = useFamilyGroup(slug);
  if (isHttpError(query.error, 404)) return <NotFoundPage />;
  return <GroupView slug={slug} query={query} />;
}

function GroupView({ slug, query }: { slug: string; query: ReturnType<typeof useFamilyGroup> }) {
  const group = query.data;
  usePageTitle(group?.name ?? 'Family');
  return (
    <>
      <PageHeader
        title={group?.name ?? 'Family'}
        intro={
          <Link component={RouterLink} to={FAMILY_PATHS.groups} color="inherit">
            The whole family
          </Link>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {query.isPending ? (
          <>
            <Skeleton width="80%" sx={{ mb: 3 }} />
            <MemberGridSkeleton label="Loading the group" />
          </>
        ) : query.isError ? (
          <LoadError what={`the group ${slug}`} onRetry={() => void query.refetch()} />
        ) : (
          <>
            {query.data.description && (
              <Box sx={{ maxWidth: 760, mb: { xs: 3, md: 4 } }}>
                <LazyMarkdown>{query.data.description}</LazyMarkdown>
              </Box>
            )}
            <MemberGrid group={query.data} headingLevel="h2" priorityCount={4} />
          </>
        )}
      </Container>
    </>
  );
}

/** /family/{slug?}: a group with its members; without a slug, every group. */
export default function FamilyPage() {
  const { slug } = useParams();
  return slug ? <OneGroup key={slug} slug={slug} /> : <AllGroups />;
}
