import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FamilyGroupAdmin,
  FamilyGroupAdminList,
  FamilyGroupPayload,
  FamilyMemberAdmin,
  FamilyMemberPayload,
} from '@windfamily/contract/family';
import { api } from '../../../lib/http';
import { familyKeys } from '../api';

const ADMIN_API = '/api/family/admin';

/** Every group with every member, as staff see them. */
export const familyAdminQuery = queryOptions({
  queryKey: familyKeys.admin(),
  queryFn: () => api.get<FamilyGroupAdminList>(`${ADMIN_API}/groups/`),
  select: (data) => data.groups,
});

export const useFamilyAdmin = () => useQuery(familyAdminQuery);

/** After a write: the back office's list and the site's family pages in this browser. */
const useRefreshFamily = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: familyKeys.all });
};

export function useSaveFamilyGroup(slug: string) {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (payload: FamilyGroupPayload) =>
      api.put<FamilyGroupAdmin>(`${ADMIN_API}/groups/${encodeURIComponent(slug)}`, payload),
    onSuccess: refresh,
  });
}

/** Adds a member (no `id`) or changes one. */
export function useSaveFamilyMember(id: number | undefined) {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (payload: FamilyMemberPayload) =>
      id === undefined
        ? api.post<FamilyMemberAdmin>(`${ADMIN_API}/members/`, payload)
        : api.put<FamilyMemberAdmin>(`${ADMIN_API}/members/${id}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteFamilyMember() {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${ADMIN_API}/members/${id}`),
    onSuccess: refresh,
  });
}
