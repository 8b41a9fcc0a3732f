import { Route, Routes } from 'react-router';
import {
  jsonResponse,
  renderBackoffice,
  type Handler,
} from '../../../components/backoffice/test/render';
import CustomersSection from '../customers/customers-section';
import ResellersSection from '../resellers/resellers-section';
import StaffPage from '../staff/staff-page';
import { COUNTRIES, SALES } from './fixtures';

/**
 * Renders the customers, resellers and staff sections at `route` (under /backoffice/), with
 * the API stubbed by `handlers`, the countries, and the signed-in user's `permissions`.
 */
export function renderSections(
  route: string,
  handlers: Record<string, Handler | Handler[]> = {},
  permissions: string[] = SALES,
) {
  return renderBackoffice(
    <Routes>
      <Route path="customers/*" element={<CustomersSection />} />
      <Route path="resellers/*" element={<ResellersSection />} />
      <Route path="staff" element={<StaffPage />} />
    </Routes>,
    { path: '/backoffice/*', route },
    { 'GET /api/countries/': () => jsonResponse(COUNTRIES), ...handlers },
    permissions,
  );
}
