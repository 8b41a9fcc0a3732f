import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CurrentUser,
  Detail,
  EmailPayload,
  LoginPayload,
  UpdateEmailPayload,
  UpdatePasswordPayload,
} from '@windfamily/contract/accounts';
import type { RegisterPayload, UpdateUserInfoPayload } from '@windfamily/contract/contact';
import type { PermissionsResponse } from '@windfamily/contract/permissions';
import { SHELL_API_PATHS } from '@windfamily/contract/api-paths';
import { api, isHttpError } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

export const accountKeys = {
  all: ['accounts'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
  permissions: () => [...accountKeys.all, 'permissions'] as const,
};

/** The session status: the logged-in user, or null when the server answers 401. */
export const currentUserQuery = queryOptions({
  queryKey: accountKeys.currentUser(),
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return await api.get<CurrentUser>(SHELL_API_PATHS.currentUser);
    } catch (error) {
      if (isHttpError(error, 401)) return null;
      throw error;
    }
  },
  ...preloadedData<CurrentUser | null>(SHELL_API_PATHS.currentUser, ({ status, body }) =>
    status === 200 ? (body as CurrentUser) : status === 401 ? null : undefined,
  ),
  staleTime: 60_000,
});

export const useCurrentUser = () => useQuery(currentUserQuery);

export const usePermissions = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.permissions(),
    queryFn: () => api.get<PermissionsResponse>('/api/permissions/'),
    enabled,
  });

/**
 * After a login-state change everything is stale: the account's data, the cart (a visitor's
 * joins the account's at login; SPEC.md section 4) and the prices (a reseller's price list).
 */
function useSetSession() {
  const queryClient = useQueryClient();
  return async (user: CurrentUser | null) => {
    queryClient.setQueryData(accountKeys.currentUser(), user);
    await queryClient.invalidateQueries();
  };
}

export function useLogin() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (payload: LoginPayload) => api.post<CurrentUser>('/api/login/', payload),
    onSuccess: (user) => setSession(user),
  });
}

export function useLogout() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: () => api.post<Detail>('/api/logout/'),
    onSuccess: () => setSession(null),
  });
}

export function useRegister() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (payload: RegisterPayload) => api.post<CurrentUser>('/api/register', payload),
    onSuccess: (user) => setSession(user),
  });
}

export function useRequirePasswordReset() {
  return useMutation({
    mutationFn: (payload: EmailPayload) =>
      api.post<Detail>('/api/require_password_reset/', payload),
  });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdatePasswordPayload) =>
      api.post<Detail>('/api/update_password/', payload),
    // A reset link ends every session of the account, maybe this browser's too.
    onSuccess: (_answer, payload) =>
      'token' in payload ? queryClient.invalidateQueries({ queryKey: accountKeys.all }) : undefined,
  });
}

export function useRequireEmailReset() {
  return useMutation({
    mutationFn: (payload: EmailPayload) => api.post<Detail>('/api/require_email_reset/', payload),
  });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateEmailPayload) =>
      api.post<Detail & { email: string }>('/api/update_email', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateUserInfoPayload) =>
      api.post<CurrentUser>('/api/update_user_info', payload),
    onSuccess: (user) => queryClient.setQueryData(accountKeys.currentUser(), user),
  });
}
