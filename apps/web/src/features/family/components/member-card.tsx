import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { FamilyMemberSummary } from '@windfamily/contract/family';
import { FAMILY_PORTRAIT_SIZES } from '@windfamily/contract/image-sizes';
import { Link as RouterLink } from 'react-router';
import { FAMILY_PATHS } from '../paths';
import { MemberPhoto } from './member-photo';

/** Four portraits to a row on wide screens, three on tablets, two on phones. */
export const memberGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5, md: 3 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, 1fr)',
    md: 'repeat(4, 1fr)',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

interface MemberCardProps {
  member: FamilyMemberSummary;
  /** The heading level of the name: under the group's h2 on the family page, else h2. */
  headingLevel?: 'h2' | 'h3';
  /** Among the first portraits in view: loaded at once. */
  priority?: boolean;
}

/** A member on a group's page: portrait, name, role and where they fly, linking to their page. */
export function MemberCard({ member, headingLevel = 'h2', priority = false }: MemberCardProps) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea
        component={RouterLink}
        to={FAMILY_PATHS.member(member.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MemberPhoto
          photo={member.photo}
          name={member.name}
          sizes={FAMILY_PORTRAIT_SIZES}
          priority={priority}
          alt=""
        />
        <CardContent sx={{ p: { xs: 1.5, md: 2 }, flex: 1 }}>
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.3 }}
          >
            {member.name}
          </Typography>
          {member.role && (
            <Typography variant="body2" color="secondary.dark" sx={{ mt: 0.5, fontWeight: 600 }}>
              {member.role}
            </Typography>
          )}
          {member.location && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
            >
              <PlaceOutlinedIcon sx={{ fontSize: '1.1em', mt: '0.15em' }} aria-hidden />
              <span>{member.location}</span>
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Stand-in cards while a group loads. */
export function MemberGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <Box sx={memberGridSx} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          <Skeleton width="70%" sx={{ mt: 1 }} />
          <Skeleton width="50%" />
        </Box>
      ))}
    </Box>
  );
}
