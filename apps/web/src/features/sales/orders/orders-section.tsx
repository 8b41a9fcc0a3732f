import { Route, Routes } from 'react-router';
import OrderDetailPage from './order-detail-page';
import OrderListPage from './order-list-page';

/** /backoffice/orders/*: the list of orders, and one order. */
export default function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route path=":saleSequence" element={<OrderDetailPage />} />
    </Routes>
  );
}
