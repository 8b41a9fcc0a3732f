import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** `true`/`false` forces the navbar's transparency; `undefined` leaves it to the route's default. */
export type NavbarTransparencyOverride = boolean | undefined;
type SetOverride = (transparent: NavbarTransparencyOverride) => void;

const OverrideContext = createContext<NavbarTransparencyOverride>(undefined);
const SetOverrideContext = createContext<SetOverride>(() => undefined);

export function NavbarTransparencyProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<NavbarTransparencyOverride>(undefined);
  return (
    <SetOverrideContext.Provider value={setOverride}>
      <OverrideContext.Provider value={override}>{children}</OverrideContext.Provider>
    </SetOverrideContext.Provider>
  );
}

/** The override a page has set, if any (read by the navbar). */
export const useNavbarTransparency = (): NavbarTransparencyOverride => useContext(OverrideContext);

/**
 * Lets a page make the navbar transparent (`true`) or opaque (`false`); the override is cleared
 * when the page unmounts.
 */
export function useNavbarTransparencyOverride(): SetOverride {
  const setOverride = useContext(SetOverrideContext);
  useEffect(() => () => setOverride(undefined), [setOverride]);
  return setOverride;
}
