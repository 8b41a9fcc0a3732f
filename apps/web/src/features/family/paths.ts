/** The family's pages on the site (SPEC.md: /family/{slug?}, /family/member/{slug}). */
export const FAMILY_PATHS = {
  groups: '/family',
  group: (slug: string) => `/family/${slug}`,
  member: (slug: string) => `/family/member/${slug}`,
} as const;

/** Where the family's screens live in the back office. */
export const FAMILY_ADMIN_PATHS = {
  family: '/backoffice/family',
  group: (slug: string) => `/backoffice/family/groups/${slug}`,
  newMember: (group?: string) =>
    group ? `/backoffice/family/members/new?group=${group}` : '/backoffice/family/members/new',
  member: (id: number) => `/backoffice/family/members/${id}`,
} as const;
