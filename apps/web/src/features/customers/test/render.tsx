import { Route, Routes } from 'react-router';
import {
  jsonResponse,
  mockAdminApi,
  renderAdmin,
  type ApiCall,
} from '../../../components/backoffice/test/render';
import CustomersSection from '../customers/customers-section';
import ResellersSection from '../resellers/resellers-section';
import StaffPage from '../staff/staff-page';
import { COUNTRIES, permissionsAnswer, SALES } from './fixtures';

type Handler = (call: ApiCall) => Response;

/**
 * Renders the customers, resellers and staff sections at `route` (under /backoffice/), with
 * the API stubbed by `handlers`, the countries, and the signed-in user's `permissions`.
 */
export function renderSections(
  route: string,
  handlers: Record<string, Handler | Handler[]> = {},
  permissions: string[] = SALES,
) {
  const calls = mockAdminApi({
    'GET /api/countries/': () => jsonResponse(COUNTRIES),
    'GET /api/permissions/': permissionsAnswer(...permissions),
    ...handlers,
  });
  const view = renderAdmin(
    <Routes>
      <Route path="customers/*" element={<CustomersSection />} />
      <Route path="resellers/*" element={<ResellersSection />} />
      <Route path="staff" element={<StaffPage />} />
    </Routes>,
    { path: '/backoffice/*', route },
  );
  return { calls, ...view };
}

/** The calls of `method` to `path`. */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
