import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazy } from '../../../lib/lazy';
import { useCurrentUser } from '../api';
import type { OpenDialog } from './account-dialog-host';

export interface AccountDialogs {
  openLogin: () => void;
  openRegister: () => void;
}

const AccountDialogsContext = createContext<AccountDialogs | null>(null);

// The dialogs (MUI's modal machinery and the forms) stay out of the initial route's JavaScript.
const AccountDialogHost = lazy(() => import('./account-dialog-host'));

/** Opens the login or create-account dialog (inside AccountDialogsProvider). */
export function useAccountDialogs(): AccountDialogs {
  const dialogs = useContext(AccountDialogsContext);
  if (!dialogs) throw new Error('useAccountDialogs must be used inside AccountDialogsProvider');
  return dialogs;
}

/** Who is logged in: undefined while unknown, null when nobody, else the user's id. */
function useSessionKey(): number | null | undefined {
  const { data: user } = useCurrentUser();
  return user === undefined ? undefined : (user?.id ?? null);
}

/** Wraps the layout; renders the login and create-account dialogs, closed on any login-state change. */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [everOpened, setEverOpened] = useState(false);
  const sessionKey = useSessionKey();
  const [knownSessionKey, setKnownSessionKey] = useState(sessionKey);
  if (sessionKey !== undefined && sessionKey !== knownSessionKey) {
    setKnownSessionKey(sessionKey);
    if (knownSessionKey !== undefined) setOpen(null);
  }

  const dialogs = useMemo<AccountDialogs>(() => {
    const show = (dialog: OpenDialog) => {
      setEverOpened(true);
      setOpen(dialog);
    };
    return { openLogin: () => show('login'), openRegister: () => show('register') };
  }, []);

  return (
    <AccountDialogsContext value={dialogs}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <AccountDialogHost open={open} dialogs={dialogs} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </AccountDialogsContext>
  );
}
