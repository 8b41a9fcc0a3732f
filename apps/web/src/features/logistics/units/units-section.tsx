import { Route, Routes } from 'react-router';
import CheckIntervalsPage from './check-intervals-page';
import UnitDetailPage from './unit-detail-page';
import UnitListPage from './unit-list-page';

/** /backoffice/units/*: the serial-numbered wings, one of them, and the models' check intervals. */
export default function UnitsSection() {
  return (
    <Routes>
      <Route index element={<UnitListPage />} />
      <Route path="check-intervals" element={<CheckIntervalsPage />} />
      <Route path=":id" element={<UnitDetailPage />} />
    </Routes>
  );
}
