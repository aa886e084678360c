import type { UserDetails } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The current user's details; also tells whether the session still lives and until when. */
export const getCurrentUser = () => api.get<{ data: UserDetails }>('/customer/user').then((r) => r.data);
