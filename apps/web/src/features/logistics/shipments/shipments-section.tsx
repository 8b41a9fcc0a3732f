import { Route, Routes } from 'react-router';
import ShipmentDetailPage from './shipment-detail-page';
import ShipmentListPage from './shipment-list-page';

/** /backoffice/shipments/*: the list of shipments, and one shipment. */
export default function ShipmentsSection() {
  return (
    <Routes>
      <Route index element={<ShipmentListPage />} />
      <Route path=":id" element={<ShipmentDetailPage />} />
    </Routes>
  );
}
