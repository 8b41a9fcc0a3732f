import { Route, Routes } from 'react-router';
import UnitDetailPage from './unit-detail-page';
import UnitListPage from './unit-list-page';

/** /backoffice/units/*: the serial-numbered wings, and one of them. */
export default function UnitsSection() {
  return (
    <Routes>
      <Route index element={<UnitListPage />} />
      <Route path=":id" element={<UnitDetailPage />} />
    </Routes>
  );
}
