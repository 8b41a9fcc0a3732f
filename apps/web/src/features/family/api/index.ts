import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyApiPaths } from '@windfamily/contract/api-paths';
import type { FamilyGroup, FamilyGroupList, FamilyMember } from '@windfamily/contract/family';
import { api } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

/** The family's public calls; the back office's live under `admin`. */
export const familyKeys = {
  all: ['family'] as const,
  groups: () => [...familyKeys.all, 'groups'] as const,
  group: (slug: string) => [...familyKeys.all, 'group', slug] as const,
  member: (slug: string) => [...familyKeys.all, 'member', slug] as const,
  admin: () => [...familyKeys.all, 'admin'] as const,
};

export const familyGroupsQuery = queryOptions({
  queryKey: familyKeys.groups(),
  queryFn: () => api.get<FamilyGroupList>(familyApiPaths.groups()),
  ...preloadedData<FamilyGroupList>(familyApiPaths.groups()),
  staleTime: 60_000,
});

export const familyGroupQuery = (slug: string) =>
  queryOptions({
    queryKey: familyKeys.group(slug),
    queryFn: () => api.get<FamilyGroup>(familyApiPaths.groups(slug)),
    ...preloadedData<FamilyGroup>(familyApiPaths.groups(slug)),
    staleTime: 60_000,
  });

export const familyMemberQuery = (slug: string) =>
  queryOptions({
    queryKey: familyKeys.member(slug),
    queryFn: () => api.get<FamilyMember>(familyApiPaths.member(slug)),
    ...preloadedData<FamilyMember>(familyApiPaths.member(slug)),
    staleTime: 60_000,
  });

export const useFamilyGroups = () => useQuery(familyGroupsQuery);
export const useFamilyGroup = (slug: string) => useQuery(familyGroupQuery(slug));
export const useFamilyMember = (slug: string) => useQuery(familyMemberQuery(slug));
