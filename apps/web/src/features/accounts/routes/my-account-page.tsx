import { Suspense } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { LazyMyAccountContent } from '../components/lazy-forms';
import { LoadingBox } from '../components/loading-box';
import { RequireLogin } from '../components/require-login';

export default function MyAccountPage() {
  usePageTitle('My Account');
  return (
    <RequireLogin>
      <Suspense fallback={<LoadingBox label="Loading your account" minHeight={320} />}>
        <LazyMyAccountContent />
      </Suspense>
    </RequireLogin>
  );
}
