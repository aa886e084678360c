import { storage } from '@/lib/storage';

/** Spec 01 §3: the stored current user (sign-in writes it). */
export interface StoredUser { id?: string; full_name?: string; name?: string; mobile?: string; email?: string; bin?: string }

export const readStoredUser = () => storage.getJson<StoredUser>('currentUser');
