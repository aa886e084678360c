import { storage } from '@/lib/storage';

/** The part of spec 01 §3's stored user this feature reads. */
export interface StoredUser { id?: string; full_name?: string; mobile?: string; email?: string; bin?: string }

export const readStoredUser = () => (storage.get('token') ? storage.getJson<StoredUser>('currentUser') : null);
