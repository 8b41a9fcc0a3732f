import { Route, Routes } from 'react-router';
import StatementPage from './statement-page';
import StatementsPage from './statements-page';

/** /backoffice/bank-statements/*: the statements imported (and the upload), and one statement. */
export default function StatementsSection() {
  return (
    <Routes>
      <Route index element={<StatementsPage />} />
      <Route path=":statementId" element={<StatementPage />} />
    </Routes>
  );
}
