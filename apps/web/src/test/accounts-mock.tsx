import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * Stand-in for the accounts feature's public module in tests of other areas: the current user
 * comes from the real query (seed its cache), dialogs and logout are spies.
 */
export const accountMocks = {
  openLogin: vi.fn(),
  openRegister: vi.fn(),
  logout: vi.fn(),
};

export { useCurrentUser, usePermissions } from '../features/accounts/api';
export const useAccountDialogs = () => ({
  openLogin: accountMocks.openLogin,
  openRegister: accountMocks.openRegister,
});
export const useLogoutAction = () => accountMocks.logout;
export const AccountDialogsProvider = ({ children }: { children: ReactNode }) => children;
export const LoginPanel = () => <div data-testid="login-panel">Login panel</div>;
