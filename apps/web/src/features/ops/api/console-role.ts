import type { ConsoleMe } from '@portal/contract';

/** Who is signed in to the console: concierge staff, the programme's admin, or one merchant's user. */
export type ConsoleRole = ConsoleMe['role'];

/** The merchant a signed-in merchant user acts for (the server scopes every merchant call to it as well). */
export const merchantIdOf = (me: ConsoleMe | undefined): string | undefined => me?.merchant_id ?? undefined;
