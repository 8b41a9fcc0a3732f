import { Route, Routes } from 'react-router';
import ResellerListPage from './reseller-list-page';
import ResellerPage from './reseller-page';

/** /backoffice/resellers/*: the list of resellers, and one reseller. */
export default function ResellersSection() {
  return (
    <Routes>
      <Route index element={<ResellerListPage />} />
      <Route path=":id" element={<ResellerPage />} />
    </Routes>
  );
}
