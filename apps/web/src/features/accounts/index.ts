// Public face of the accounts feature: the rest of the app imports only from here.
// (Interface fixed; implementations are being written in components/.)
import type { ReactNode } from 'react';

export interface AccountDialogs {
  openLogin(): void;
  openRegister(): void;
}

/** Wraps the layout; renders the login and create-account dialogs, closed on any login-state change. */
export declare function AccountDialogsProvider(props: { children: ReactNode }): ReactNode;
/** Opens the login or create-account dialog. */
export declare function useAccountDialogs(): AccountDialogs;
/** Returns an action that logs out with the 'Logged out!' / 'Logout failed!' toasts. */
export declare function useLogoutAction(): () => void;
/** The sidebar login box: greeting and Logout when logged in; login form and Forgot password when logged out. */
export declare function LoginPanel(): ReactNode;
/** Account routes: children for a logged-in user, else a request to log in (login box and registration card). */
export declare function RequireLogin(props: { children: ReactNode }): ReactNode;

export { useCurrentUser, usePermissions } from './api';
