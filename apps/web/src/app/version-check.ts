import { useEffect } from 'react';
import { useStatus } from '../features/system/api';
import { BUILD_VERSION } from '../lib/app-config';
import { reloadPage } from '../lib/reload-page';

const RELOADED_FOR_KEY = 'version-check-reloaded-for';

function readReloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

/** Remembers the version a reload was made for; false when the browser keeps no session storage. */
function rememberReloadFor(version: string): boolean {
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, version);
    return true;
  } catch {
    return false;
  }
}

/**
 * In production, a server that runs another version than this bundle means a new deployment:
 * reload to get it. At most once per server version, so a mismatch that a reload cannot fix
 * does not loop.
 */
export function useVersionCheck(): void {
  const { data: status } = useStatus();
  useEffect(() => {
    if (!status || status.application_mode !== 'prod' || status.version === BUILD_VERSION) return;
    if (readReloadedFor() === status.version) return;
    if (rememberReloadFor(status.version)) reloadPage();
  }, [status]);
}
