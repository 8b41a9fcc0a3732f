import { MSG } from '@windfamily/contract/messages';
import { useCallback } from 'react';
import { useLogout } from '../api';

/** Returns an action that logs out with the 'Logged out!' / 'Logout failed!' toasts. */
export function useLogoutAction(): () => void {
  const { mutateAsync } = useLogout();
  return useCallback(() => {
    // The toast library is not part of the first page load: fetch it with the logout.
    const toast = import('react-hot-toast').then((m) => m.default);
    void mutateAsync().then(
      async () => (await toast).success(MSG.loggedOut),
      async () => (await toast).error(MSG.logoutFailed),
    );
  }, [mutateAsync]);
}
