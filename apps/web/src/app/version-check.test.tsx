import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { Status } from '@windfamily/contract/system';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusQuery } from '../features/system/api';
import { BUILD_VERSION } from '../lib/app-config';
import { reloadPage } from '../lib/reload-page';
import { createTestQueryClient } from '../test/render-route';
import { useVersionCheck } from './version-check';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

function checkAgainst(status: Status) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(statusQuery.queryKey, status);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useVersionCheck(), { wrapper });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('useVersionCheck', () => {
  it('reloads in production when the server runs another version', () => {
    checkAgainst({ application_mode: 'prod', version: `${BUILD_VERSION}-newer` });
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('reloads only once per server version', () => {
    checkAgainst({ application_mode: 'prod', version: 'v2' }).unmount();
    checkAgainst({ application_mode: 'prod', version: 'v2' }).unmount();
    expect(reloadPage).toHaveBeenCalledOnce();
    checkAgainst({ application_mode: 'prod', version: 'v3' });
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the versions match', () => {
    checkAgainst({ application_mode: 'prod', version: BUILD_VERSION });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload in dev mode', () => {
    checkAgainst({ application_mode: 'dev', version: `${BUILD_VERSION}-newer` });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
