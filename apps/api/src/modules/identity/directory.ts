import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';

/**
 * What other modules read and write of users, which identity owns: handed to their services. A write that
 * must share the caller's transaction takes it as `tx`.
 */
export function createUserDirectory(db: Database) {
  return {
    contact: (id: string) => repository.findContact(db, id),
    contacts: (ids: string[]) => repository.findContacts(db, ids),
    insertAccount: (row: Parameters<typeof repository.insertAccount>[1], tx: Database = db) => repository.insertAccount(tx, row),
    recordLastLogin: (id: string, now: Date) => repository.recordLastLogin(db, id, now),
  };
}
export type UserDirectory = ReturnType<typeof createUserDirectory>;
