import { ErrorContent } from './error-page';

export const NOT_FOUND_MESSAGE = '404 Not Found';

/** Any unknown path: the error page with the 404 status. */
export default function NotFoundPage() {
  return <ErrorContent message={NOT_FOUND_MESSAGE} />;
}
