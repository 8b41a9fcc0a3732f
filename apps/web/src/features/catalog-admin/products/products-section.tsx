import { Route, Routes } from 'react-router';
import ProductEditorPage from './product-editor-page';
import ProductListPage from './product-list-page';

/** /backoffice/products/*: the list, and the editor of one product (or a new one). */
export default function ProductsSection() {
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path=":id" element={<ProductEditorPage />} />
    </Routes>
  );
}
