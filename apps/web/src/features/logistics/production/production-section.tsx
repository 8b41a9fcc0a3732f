import { Route, Routes } from 'react-router';
import PurchaseOrderDetailPage from './purchase-order-detail-page';
import PurchaseOrderListPage from './purchase-order-list-page';

/** /backoffice/production/*: purchase orders to the factory, and one of them. */
export default function ProductionSection() {
  return (
    <Routes>
      <Route index element={<PurchaseOrderListPage />} />
      <Route path=":id" element={<PurchaseOrderDetailPage />} />
    </Routes>
  );
}
