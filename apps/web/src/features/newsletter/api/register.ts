import { api } from '../../../lib/http';

/**
 * Signs an address up for the newsletter. Kept apart from the rest of the feature's calls
 * (and free of the query library's hooks) so the footer's form stays small.
 */
export const registerForNewsletter = (email: string) =>
  api.post<{ detail: string }>('/api/newsletter/register/', { email });
