import { createApiClient } from '@/lib/api-client';
import { staffToken } from './staff-token';

/**
 * The console's client: the app's one client with the staff token instead of a cardholder's. An expired or
 * revoked staff session is forgotten, and the console shows its sign-in page.
 */
export const opsApi = createApiClient({
  token: staffToken.get,
  onUnauthorized: () => {
    if (staffToken.get()) staffToken.clear();
  },
});
