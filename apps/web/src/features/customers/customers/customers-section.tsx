import { Route, Routes } from 'react-router';
import CustomerListPage from './customer-list-page';
import CustomerPage from './customer-page';

/** /backoffice/customers/*: the list of accounts, and one account. */
export default function CustomersSection() {
  return (
    <Routes>
      <Route index element={<CustomerListPage />} />
      <Route path=":id" element={<CustomerPage />} />
    </Routes>
  );
}
