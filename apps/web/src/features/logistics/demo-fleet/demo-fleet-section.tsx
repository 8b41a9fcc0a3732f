import { Route, Routes } from 'react-router';
import DemoFleetPage from './demo-fleet-page';
import RentalDetailPage from './rental-detail-page';

/** /backoffice/demo-fleet/*: the calendar, rentals, requests and settings, and one rental. */
export default function DemoFleetSection() {
  return (
    <Routes>
      <Route index element={<DemoFleetPage />} />
      <Route path="rentals/:id" element={<RentalDetailPage />} />
    </Routes>
  );
}
