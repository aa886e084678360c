import { storage } from '@/lib/storage';

/** What sign-in stores under 'currentUser' (spec 01 §3) that this feature reads. */
export interface StoredUser { id?: string; full_name?: string; mobile?: string; email?: string; bin?: string }

export const readStoredUser = () => storage.getJson<StoredUser>('currentUser');
