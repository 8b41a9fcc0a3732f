import { Route, Routes } from 'react-router';
import CheckPage from './checks/check-page';
import ChecksPage from './checks/checks-page';
import LevelsPage from './levels/levels-page';
import MovesPage from './moves/moves-page';
import ReservationsPage from './reservations/reservations-page';

/** /backoffice/stock/*: levels, moves, reservations, stock checks and the counting of one. */
export default function StockSection() {
  return (
    <Routes>
      <Route index element={<LevelsPage />} />
      <Route path="moves" element={<MovesPage />} />
      <Route path="reservations" element={<ReservationsPage />} />
      <Route path="checks" element={<ChecksPage />} />
      <Route path="checks/:checkId" element={<CheckPage />} />
    </Routes>
  );
}
